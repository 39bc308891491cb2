import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.ts';
import { SUPERADMIN } from './support/server.ts';

// The page-side expression that reads the stored super admin token.
const TOKEN_EXPRESSION = "localStorage.getItem('tryown.superadmin.token')";

const journey = useJourney();

async function signIn(password: string) {
  const { page } = journey.browser;
  await page.goto('/superadmin');
  await page.getByRole('heading', { name: 'Super Admin Portal' }).waitFor();
  await page.locator('input[name="email"]').fill(SUPERADMIN.email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function statValue(label: string): Promise<string> {
  const card = journey.browser.page.getByRole('region', { name: label });
  // The figure is the card's large paragraph; wait until it holds digits (not the loading shimmer).
  const value = card.locator('p').first();
  await expect.poll(async () => (await value.textContent()) ?? '', { timeout: 15_000 }).toMatch(/^\d[\d,]*$/);
  return (await value.textContent()) ?? '';
}

describe('super admin sign-in', () => {
  it('refuses a wrong password with the server reason', async () => {
    journey.browser.expectConsoleError(/status of 401/);
    await signIn('not-the-password');
    const alert = journey.browser.page.getByRole('alert').filter({ hasText: 'Error:' });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^Error: \S/);
    expect(new URL(journey.browser.page.url()).pathname).toBe('/superadmin');
    expect(await journey.browser.page.evaluate<string[]>("Object.keys(localStorage).filter((key) => key.includes('superadmin'))")).toEqual([]);
  });

  it('signs in, shows live counts, survives a reload and logs out', async () => {
    const { page } = journey.browser;
    await signIn(SUPERADMIN.password);
    await page.waitForURL('**/superadmin/dashboard');
    await page.getByRole('navigation', { name: 'Super admin' }).waitFor();
    expect(await page.getByText(/^Good (morning|afternoon|evening)$/).count()).toBe(1);

    // The figures match what the API itself reports to the same token.
    const token = await page.evaluate<string | null>(TOKEN_EXPRESSION);
    expect(token).toBeTruthy();
    const clients = (await (await fetch(`${journey.server.baseUrl}/api/v1/superadmin/getclients`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { count: number };
    expect(await statValue('Total Admins')).toBe('0');
    expect(await statValue('Total Clients')).toBe(String(clients.count));
    await page.getByRole('region', { name: 'Try-ons this month' }).waitFor();
    expect(await page.getByText('99.8%').count()).toBe(0);

    await page.reload();
    await page.getByRole('region', { name: 'Total Admins' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/superadmin/dashboard');
    expect(await statValue('Total Admins')).toBe('0');

    const nav = page.getByRole('navigation', { name: 'Super admin' });
    await nav.getByRole('button', { name: 'Settings', exact: true }).click();
    await nav.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/superadmin');
    await page.getByRole('heading', { name: 'Super Admin Portal' }).waitFor();
    expect(await page.evaluate<string | null>(TOKEN_EXPRESSION)).toBeNull();

    // The guarded deep link now sends the visitor back to the login page.
    await page.goto('/superadmin/dashboard');
    await page.waitForURL((url) => url.pathname === '/superadmin');
  });

  it('collapses the panel into an overlay menu on a phone', async () => {
    await journey.reopen({ viewport: { width: 375, height: 740 } });
    const { page } = journey.browser;
    await signIn(SUPERADMIN.password);
    await page.waitForURL('**/superadmin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Super admin' });
    expect(await nav.count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('button', { name: 'Client Management' }).click();
    await page.getByRole('heading', { level: 1, name: 'Client Management' }).waitFor();
    expect(await nav.count()).toBe(0);
    // Nothing overflows sideways at phone width.
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
  });
});
