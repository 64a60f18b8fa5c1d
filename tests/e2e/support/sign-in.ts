import type { Page } from '@playwright/test';

export interface Credentials {
  email: string;
  password: string;
}

/** Fills the login page's form (the page is open) and sends it; where it leads is for the test to check. */
export async function signInOnLoginPage(page: Page, user: Credentials): Promise<void> {
  const form = page.getByRole('main').getByRole('form', { name: 'Prihlásenie' });
  await form.getByLabel('E-mail').fill(user.email);
  await form.getByLabel('Heslo').fill(user.password);
  await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
}
