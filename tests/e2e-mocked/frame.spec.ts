import { delay, http, HttpResponse } from 'msw';
import { openDesktopSearch } from '@/tests/e2e/support/search-box';
import { networkFailure, serverError, serviceUnavailable } from '@/tests/support/msw/failures';
import { product, results, suggest } from '@/tests/support/msw/search';
import { apiUrl, joinNewsletter } from '@/tests/support/msw/shop-api';
import cs from '../../messages/cs.json' with { type: 'json' };
import sk from '../../messages/sk.json' with { type: 'json' };
import { expect, test } from './support/mocked-api';

/** The header's search box and the footer's newsletter when the API is slow, fails or drops the line. */

test('the search box shows only the newest answer, says nothing was found when the search fails, and searches again', async ({
  page,
  api,
}) => {
  let lateAnswerSent!: () => void;
  const lateAnswer = new Promise<void>((resolve) => (lateAnswerSent = resolve));
  api.use(
    suggest(async ({ term }) => {
      if (term === 'tanie') {
        await delay(1_500);
        lateAnswerSent();
        return HttpResponse.json(results({ products: [product(7, 'Starý výsledok')] }));
      }
      return HttpResponse.json(results({ products: [product(8, 'Tanier dezertný 19 cm Aurora')] }));
    }),
  );
  await page.goto('/');
  const { input, popup } = await openDesktopSearch(page);

  const slowOne = page.waitForRequest((request) => request.url().endsWith('q=tanie'));
  await input.fill('tanie');
  await slowOne;
  await input.press('r');
  await expect(popup.getByRole('option', { name: /Tanier dezertný 19 cm Aurora/ })).toBeVisible();
  await lateAnswer;
  // The late answer had its turn to arrive: the browser had already dropped it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  await expect(popup.getByText('Starý výsledok')).toHaveCount(0);
  await expect(popup.getByRole('option', { name: /Tanier dezertný 19 cm Aurora/ })).toBeVisible();

  // Spec §8: a failed search is logged and shows the no-result text.
  api.use(suggest(serverError()));
  await input.press('Space');
  await input.press('p');
  await expect(popup.getByRole('status')).toHaveText(sk.Search.noResult);
  await expect(popup.getByRole('option', { name: /Tanier/ })).toHaveCount(0);
  await expect(input).toHaveValue('tanier p');

  api.use(suggest());
  await input.press('l');
  await expect(popup.getByRole('option', { name: /Tanier plytký 27 cm Aurora/ })).toBeVisible();
  await expect(popup.getByRole('status')).toBeEmpty();
  await expect(input).toHaveValue('tanier pl');
});

test('the newsletter keeps the e-mail and the consent while the server is away, and signs up once it answers', async ({
  page,
  api,
}) => {
  const texts = cs.Newsletter;
  const join = apiUrl('/api/email-notification/join-newsletter');
  api.use(http.put(join, serviceUnavailable()));
  await page.goto('/cs');
  await page.getByRole('button', { name: cs.Footer.newsletterLink }).click();
  const dialog = page.getByRole('dialog', { name: texts.title });
  await dialog.getByLabel(texts.email).fill('novinky@restaurace.cz');
  await dialog.getByLabel(texts.consent).check();
  const send = dialog.getByRole('button', { name: texts.submit, exact: true });
  await send.click();
  await expect(page.getByText(texts.failure)).toBeVisible();
  await expect(dialog.getByLabel(texts.email)).toHaveValue('novinky@restaurace.cz');
  await expect(dialog.getByLabel(texts.consent)).toBeChecked();
  await expect(send).toBeEnabled();

  api.use(http.put(join, networkFailure()));
  await send.click();
  await expect(page.getByText(texts.failure)).toHaveCount(2);
  await expect(dialog.getByLabel(texts.email)).toHaveValue('novinky@restaurace.cz');

  api.use(joinNewsletter());
  await send.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(texts.success)).toBeVisible();
});
