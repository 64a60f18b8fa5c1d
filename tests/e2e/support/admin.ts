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

/** The row of an admin list holding `text`. */
export function adminRow(page: Page, text: string | RegExp, testId = 'admin-row') {
  return page.getByTestId(testId).filter({ hasText: text });
}
