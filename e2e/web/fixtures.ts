import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../constants.ts';

export { E2E_ADMIN };

export async function signIn(page: Page, credentials: { email: string; password: string } = E2E_ADMIN): Promise<void> {
  await page.goto('/#/login');
  await page.getByTestId('login-email').fill(credentials.email);
  await page.getByTestId('login-password').fill(credentials.password);
  await page.getByTestId('login-submit').click();
}

export async function signInAndWaitForTickets(page: Page, credentials: { email: string; password: string } = E2E_ADMIN): Promise<void> {
  await signIn(page, credentials);
  await expect(page).toHaveURL(/#\/tickets$/);
  // The page's chunk may take a while on a loaded machine.
  await expect(page.getByTestId('page-tickets')).toBeVisible({ timeout: 30_000 });
}
