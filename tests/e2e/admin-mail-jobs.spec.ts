import { expect, test } from '@playwright/test';
import { adminRow, expectNoSidewaysScroll, openAdminPage, signInByApi } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { sentMails } from './support/checkout';
import { failedMailJob } from './support/prepare-mail-jobs';

test.describe('the e-mail outbox in the admin', () => {
  test('a failed e-mail shows with its error; sent again, it leaves the failed ones and goes out', async ({
    page,
  }) => {
    await signInByApi(page, 'superadmin');
    await openAdminPage(page, 'e-maily', 'E-maily');
    const nav = page.getByRole('navigation', { name: 'Stránky administrácie' });
    await expect(nav.getByRole('link', { name: 'E-maily' })).toHaveAttribute('aria-current', 'page');
    const statuses = page.getByRole('navigation', { name: 'Filter: Stav' });
    await expect(statuses.getByRole('link', { name: 'Neodoslané', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const row = adminRow(page, failedMailJob.recipient);
    await expect(row).toContainText('Zmena stavu objednávky');
    await expect(row).toContainText(failedMailJob.subject);
    await expect(row).toContainText(failedMailJob.lastError);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, 'the failed e-mails');

    await row.getByRole('button', { name: `Odoslať znova – ${failedMailJob.recipient}` }).click();
    await expect(page.getByText('E-mail je znova na rade na odoslanie.')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('Žiadne neodoslané e-maily.')).toBeVisible();

    // The server's mail worker sends it at once: without SMTP it is written to the data folder.
    await expect.poll(async () => (await sentMails(failedMailJob.subject)).length).toBe(1);
    await statuses.getByRole('link', { name: 'Odoslané', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/e-maily\?status=sent$/);
    await expect(adminRow(page, failedMailJob.recipient)).toContainText(failedMailJob.subject);
  });

  test('a dealer has no e-mails page', async ({ page }) => {
    await signInByApi(page, 'dealer');
    await page.goto('/admin/e-maily');
    await expect(page).toHaveURL(/\/admin\?forbidden=e-maily$/);
    await expect(
      page.getByRole('navigation', { name: 'Stránky administrácie' }).getByRole('link', { name: 'E-maily' }),
    ).toHaveCount(0);
    const response = await page.request.get('/api/admin/e-maily');
    expect(response.status()).toBe(403);
  });
});
