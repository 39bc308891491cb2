import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.ts';

// No SMTP_URL: the server writes the reset e-mail to its log, as on a fresh `npm start`.
const journey = useJourney();
const STORE = { name: 'Lata Menon', email: 'lata@store.test', password: 'lata-pass-1', businessName: 'Lata Looms' };

async function signInAsStore(password: string) {
  const { page } = journey.browser;
  await page.goto('/auth');
  await page.getByRole('button', { name: /^Client/ }).click();
  await page.locator('input[name="email"]').fill(STORE.email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The newest reset link the server wrote to its log for this address. */
function linkFromLog(): string {
  const links = [...journey.server.output().matchAll(/https?:\/\/[^\s"\\]+\/reset-password\?token=[A-Za-z0-9_-]+/g)].map((match) => match[0]);
  expect(links.length, 'a reset link in the server log').toBeGreaterThan(0);
  return new URL(links.at(-1)!).search;
}

describe('password recovery', () => {
  it('resets a forgotten password by the link, then changes it from the dashboard', async () => {
    const { page } = journey.browser;
    await journey.api('/client/register', {
      method: 'POST',
      body: { ...STORE, gstNo: '29ABCDE1234F1Z5', panNo: 'ABCDE1234F', mobileNo: '9876543210', address: '3 MG Road', city: 'Kochi', pincode: '682001' },
    });

    await page.goto('/auth');
    await page.getByRole('button', { name: /^Client/ }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password?role=client');
    // The URL changes before the lazily loaded page replaces the sign-in form, which has an e-mail field too.
    const forgotForm = page.getByRole('form', { name: 'Forgot password' });
    await forgotForm.locator('input[name="email"]').fill(STORE.email);
    await forgotForm.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: 'If an account uses this e-mail' }).waitFor();
    await expect.poll(() => /E-mail NOT sent \(SMTP_URL is not set\)/.test(journey.server.output()), { timeout: 10_000 }).toBe(true);

    await page.goto(`/reset-password${linkFromLog()}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.locator('input[name="password"]').fill('fresh-pass-2');
    await page.locator('input[name="confirmPassword"]').fill('fresh-pass-3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.locator('input[name="confirmPassword"]').fill('fresh-pass-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password has been reset' }).waitFor();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL('**/auth');

    // The link works once.
    journey.browser.expectConsoleError(/status of 400/);
    await page.goto(`/reset-password${linkFromLog()}`);
    await page.locator('input[name="password"]').fill('other-pass-4');
    await page.locator('input[name="confirmPassword"]').fill('other-pass-4');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').filter({ hasText: 'invalid, expired or already used' }).waitFor();

    await signInAsStore('fresh-pass-2');
    await page.waitForURL('**/auth/dashboard');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Change password' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.locator('input[name="currentPassword"]').fill('fresh-pass-2');
    await form.locator('input[name="newPassword"]').fill('final-pass-5');
    await form.locator('input[name="confirmPassword"]').fill('final-pass-5');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByRole('status').filter({ hasText: 'Password changed' }).waitFor();
    // This session goes on with the new token.
    await page.reload();
    await page.getByRole('form', { name: 'Change password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/dashboard');
  });

  it('fits a phone: the forgot and reset pages do not scroll sideways at 360 px', async () => {
    await journey.reopen({ viewport: { width: 360, height: 740 } });
    const { page } = journey.browser;
    for (const path of ['/forgot-password?role=admin', '/reset-password?token=abc']) {
      await page.goto(path);
      await page.getByRole('button', { name: /Send reset link|Set new password/ }).waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth'), path).toBeLessThanOrEqual(360);
    }
  });
});
