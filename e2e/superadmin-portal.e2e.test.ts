import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.ts';
import { SUPERADMIN } from './support/server.ts';

const journey = useJourney();

async function openSection(label: string) {
  const { page } = journey.browser;
  if (!page.url().includes('/superadmin/dashboard')) {
    await page.goto('/superadmin');
    await page.locator('input[name="email"]').fill(SUPERADMIN.email);
    await page.locator('input[name="password"]').fill(SUPERADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/superadmin/dashboard');
  }
  await page.getByRole('navigation', { name: 'Super admin' }).getByRole('button', { name: label }).click();
}

describe('super admin portal', () => {
  it('adds, searches, logs in as and deletes an admin', async () => {
    const { page } = journey.browser;
    await openSection('Admin Management');
    await page.getByRole('button', { name: 'Add Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Admin' });
    await dialog.locator('input[name="name"]').fill('Kiran Admin');
    await dialog.locator('input[name="email"]').fill('kiran@tryown.test');
    await dialog.locator('input[name="password"]').fill('kiran-pass-1');
    await dialog.locator('input[name="confirmPassword"]').fill('different');
    await dialog.getByRole('button', { name: 'Add Admin' }).click();
    await dialog.getByText('Passwords do not match').waitFor();
    await dialog.locator('input[name="confirmPassword"]').fill('kiran-pass-1');
    await dialog.getByRole('button', { name: 'Add Admin' }).click();
    await page.getByText('Admin created successfully').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'kiran@tryown.test' });
    await row.getByText('Active').waitFor();

    await page.getByRole('searchbox', { name: 'Search admins' }).fill('KIRAN');
    await row.waitFor();
    await page.getByRole('searchbox', { name: 'Search admins' }).fill('zzz');
    await page.getByText('No admins found.').waitFor();
    await page.getByRole('searchbox', { name: 'Search admins' }).fill('');

    // Delete: Cancel closes, Delete removes.
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Admin' });
    await confirm.getByText('Are you sure you want to delete this admin? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });

    // Login as this admin: own password again, then the admin dashboard.
    journey.browser.expectConsoleError(/status of 403/);
    await row.getByRole('button', { name: 'Login' }).click();
    const loginAs = page.getByRole('dialog', { name: 'Login as this admin' });
    await loginAs.getByText('Logging in as: Kiran Admin').waitFor();
    await loginAs.locator('input[name="password"]').fill('wrong-password');
    await loginAs.getByRole('button', { name: 'Login' }).click();
    await loginAs.getByRole('alert').filter({ hasText: 'Incorrect password' }).waitFor();
    await loginAs.locator('input[name="password"]').fill(SUPERADMIN.password);
    await loginAs.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByText('Kiran Admin').first().waitFor();

    await page.goto('/superadmin/dashboard?section=admins');
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Admin' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Admin deleted successfully').waitFor();
    await page.getByText('No admins found.').waitFor();
  });

  it('adds a client, logs in as it, shows System Settings and deletes the client', async () => {
    const { page } = journey.browser;
    await openSection('Client Management');
    await page.getByText('No clients found.').waitFor();
    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Client' });
    const values: Record<string, string> = {
      name: 'Ritu Rao',
      email: 'ritu@store.test',
      password: 'ritu-pass-1',
      confirmPassword: 'ritu-pass-1',
      businessName: 'Ritu Threads',
      city: 'Chennai',
      pincode: '600001',
      gstNo: '33ABCDE1234F1Z5',
      panNo: 'ABCDE1234F',
    };
    for (const [name, value] of Object.entries(values)) await dialog.locator(`input[name="${name}"]`).fill(value);
    expect(await dialog.locator('input[name="mobileNo"]').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await dialog.getByText('Aadhar number is required').waitFor();
    await dialog.locator('input[name="aadharNo"]').fill('123412341234');
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await page.getByText('Client created successfully').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Ritu Threads' });
    await row.getByText('No website').waitFor();

    await openSection('System Settings');
    // What the running server says about itself (an embedded database here), no invented policy.
    for (const text of ['PGlite (embedded, in DATA_DIR)', '6 characters', 'argon2id']) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    expect(await page.getByText('Two-Factor Authentication').count()).toBe(0);

    await openSection('Client Management');
    await row.getByRole('button', { name: 'Login' }).click();
    const loginAs = page.getByRole('dialog', { name: 'Login as this client' });
    await loginAs.getByText('Logging in as: Ritu Rao').waitFor();
    await loginAs.locator('input[name="password"]').fill(SUPERADMIN.password);
    await loginAs.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/auth/dashboard**');
    const stored = await page.evaluate<string | null>("sessionStorage.getItem('tryown.client.data')");
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ role: 'client', email: 'ritu@store.test' });

    await page.goto('/superadmin/dashboard?section=clients');
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Client' });
    await confirm.getByText('Are you sure you want to delete this client? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Client deleted successfully').waitFor();
    await page.getByText('No clients found.').waitFor();
  });
});
