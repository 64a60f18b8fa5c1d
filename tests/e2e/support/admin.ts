import { expect, type Page } from '@playwright/test';
import { type DemoUserKey, demoUser } from '@/lib/server/db/seed/shop/demo-users';

/**
 * Signs a demo user in through the login API (the login form has its own tests): the browser context
 * keeps the session cookie, as after signing in on the page.
 */
export async function signInByApi(page: Page, user: DemoUserKey): Promise<void> {
  const { email, password } = demoUser(user);
  const response = await page.request.post('/api/auth/login', {
    data: { username: email, password },
    headers: { 'X-Channel-Id': 'cz', 'X-User-Locale': 'sk' },
  });
  expect(response.status(), `login of ${email}`).toBe(200);
}

/** Opens an admin page (`/admin/{section}`) and waits for its heading. */
export async function openAdminPage(page: Page, section: string, heading: string | RegExp): Promise<void> {
  await page.goto(`/admin/${section}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // The forms are server-rendered: a click before the page's scripts have run would send them natively.
  await page.waitForLoadState('networkidle');
}

/**
 * Searches an admin list and waits until the list of that search is the page: the rows already listed
 * (a new customer is listed first) would otherwise be clicked while the search still navigates, and the
 * search's page would then replace the one the click opened.
 */
export async function searchAdminList(page: Page, text: string): Promise<void> {
  const form = page.getByRole('search');
  await form.getByRole('searchbox').fill(text);
  await form.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === text);
}

/** The row of an admin list holding `text`. */
export function adminRow(page: Page, text: string | RegExp, testId = 'admin-row') {
  return page.getByTestId(testId).filter({ hasText: text });
}

/** On a phone the admin page fits the screen; only tables scroll inside their frame. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Deletes a row of an admin list through its confirmation dialog. */
export async function deleteRow(page: Page, row: ReturnType<typeof adminRow>): Promise<void> {
  await row.getByRole('button', { name: 'Zmazať' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Potvrdiť' }).click();
  await expect(row).toHaveCount(0);
}
