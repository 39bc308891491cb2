import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.ts';
import { ADMIN_REGISTRATION_CODE } from './support/server.ts';

const ADMIN = { name: 'Asha Admin', email: 'asha@tryown.test', password: 'asha-pass-1' };
const STORE = {
  name: 'Meera Shah',
  email: 'meera@store.test',
  password: 'meera-pass-1',
  businessName: 'Meera Boutique',
  websiteUrl: 'https://meera.example',
  city: 'Jaipur',
  pincode: '302001',
  gstNo: '08ABCDE1234F1Z5',
  panNo: 'ABCDE1234F',
  mobileNo: '9876543210',
  address: '12 MI Road',
};

const journey = useJourney();

async function register(admincode: string) {
  const { page } = journey.browser;
  await page.goto('/admin/register');
  await page.locator('input[name="name"]').fill(ADMIN.name);
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.locator('input[name="admincode"]').fill(admincode);
  await page.getByRole('button', { name: 'Register' }).click();
}

async function login() {
  const { page } = journey.browser;
  await page.goto('/admin');
  await page.waitForURL('**/admin/login');
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}

describe('admin portal', () => {
  it('refuses a wrong registration code, registers with the right one and signs in', async () => {
    journey.browser.expectConsoleError(/status of 403/);
    await register('wrong-code');
    const alert = journey.browser.page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Error: Invalid admin registration code');
    expect(await journey.browser.page.getByText('Contact system administrator to obtain a valid code').count()).toBe(1);
    expect(await journey.browser.page.getByText('At least 6 characters').count()).toBe(1);

    await register(ADMIN_REGISTRATION_CODE);
    await journey.browser.page.waitForURL('**/admin/login');
    await journey.browser.page.getByText('Admin registration successful! You can now log in.').waitFor();
    await login();
    const total = journey.browser.page.getByRole('region', { name: 'Total Clients' }).locator('p').first();
    await expect.poll(async () => await total.textContent(), { timeout: 15_000 }).toBe('0');
  });

  it('adds, searches, impersonates and deletes a client, and manages its tabs', async () => {
    const { page, context } = journey.browser;
    await login();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Client' }).click();
    await page.getByText('No clients found.').waitFor();

    // Add Client, with the passwords check first.
    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Client' });
    for (const [name, value] of Object.entries(STORE)) await dialog.locator(`input[name="${name}"]`).fill(value);
    await dialog.locator('input[name="confirmPassword"]').fill('something-else');
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();
    await dialog.locator('input[name="confirmPassword"]').fill(STORE.password);
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await page.getByText('Client created successfully').waitFor();
    const row = page.getByRole('row').filter({ hasText: STORE.businessName });
    await row.waitFor();
    expect(await row.textContent()).toContain('Client since');

    // Search by business name, case-insensitively.
    const search = page.getByRole('searchbox', { name: 'Search clients' });
    await search.fill('MEERA BOUT');
    await row.waitFor();
    await search.fill('nobody-like-this');
    await page.getByText('No clients found.').waitFor();
    await search.fill('');

    // Authenticate: a new window with the client session opens the store dashboard.
    const popupPromise = context.waitForEvent('page');
    await row.getByRole('button', { name: 'Authenticate' }).click();
    const popup = await popupPromise;
    await popup.waitForURL('**/auth/dashboard**');
    const stored = await popup.evaluate<string | null>("sessionStorage.getItem('tryown.client.data')");
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ role: 'client', email: STORE.email });
    await row.getByRole('button', { name: 'Logged In' }).waitFor();
    await popup.close();
    await row.getByRole('button', { name: 'Authenticate' }).waitFor({ timeout: 10_000 });

    // Tabs: the default set, then create, toggle, tree edit and delete.
    await row.getByRole('button', { name: `Tabs settings for ${STORE.name}` }).click();
    await page.waitForURL('**/admin/tabs/**');
    await page.getByRole('heading', { name: 'Tabs Management' }).waitFor();
    await page.getByRole('listitem', { name: 'Tab Models' }).waitFor();

    await page.getByRole('button', { name: 'Create New Tab' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Tab' });
    await form.getByRole('button', { name: 'Create Tab' }).click();
    await form.getByText('Tab name is required').waitFor();
    await form.locator('input[name="name"]').fill('Lookbook');
    await form.locator('input[name="order"]').fill('-2');
    await form.getByRole('button', { name: 'Create Tab' }).click();
    await form.getByText('Order must be a positive number').waitFor();
    await form.locator('input[name="order"]').fill('9');
    await form.getByRole('combobox', { name: 'Screen' }).selectOption('dresses');
    await form.getByRole('button', { name: 'Create Tab' }).click();
    await page.getByText('Tab created successfully!').waitFor();
    const card = page.getByRole('listitem', { name: 'Tab Lookbook' });

    await card.getByRole('button', { name: 'Disable Lookbook' }).click();
    await card.getByRole('button', { name: 'Enable Lookbook' }).waitFor();

    await card.getByRole('textbox', { name: 'New category for Lookbook' }).fill('   ');
    await card.getByRole('button', { name: 'Add' }).first().click();
    await card.getByRole('textbox', { name: 'New category for Lookbook' }).fill('Summer');
    await card.getByRole('button', { name: 'Add' }).first().click();
    await card.getByRole('button', { name: 'Lookbook', exact: true }).click();
    const category = card.getByRole('listitem', { name: 'Category Summer' });
    await category.waitFor();
    await category.getByRole('textbox', { name: 'New subcategory for Summer' }).fill('Beach');
    await category.getByRole('textbox', { name: 'New subcategory for Summer' }).press('Enter');
    await category.getByRole('listitem', { name: 'Subcategory Beach' }).waitFor();

    await category.getByRole('button', { name: 'Rename category Summer' }).click();
    await category.getByRole('textbox', { name: 'New name for category Summer' }).fill('Ignored');
    await category.getByRole('button', { name: 'Cancel' }).click();
    await category.getByRole('button', { name: 'Rename category Summer' }).click();
    await category.getByRole('textbox', { name: 'New name for category Summer' }).fill('Summer 26');
    await category.getByRole('button', { name: 'Save' }).click();
    await card.getByRole('listitem', { name: 'Category Summer 26' }).waitFor();

    // Reload: everything above was saved on the server.
    await page.reload();
    const saved = page.getByRole('listitem', { name: 'Tab Lookbook' });
    await saved.getByRole('button', { name: 'Enable Lookbook' }).waitFor();
    await saved.getByRole('button', { name: 'Lookbook', exact: true }).click();
    await saved.getByRole('listitem', { name: 'Subcategory Beach' }).waitFor();

    page.once('dialog', (confirm) => {
      expect(confirm.message()).toBe('Are you sure you want to delete this tab?');
      void confirm.accept();
    });
    await saved.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Tab deleted successfully!').waitFor();
    expect(await page.getByRole('listitem', { name: 'Tab Lookbook' }).count()).toBe(0);

    // Delete the client.
    await page.getByRole('link', { name: /Back to clients/ }).click();
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Client' });
    await confirm.getByText('Are you sure you want to delete this client? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Client deleted successfully').waitFor();
    await page.getByText('No clients found.').waitFor();
  });

  it('logs out to /admin/login', async () => {
    const { page } = journey.browser;
    await login();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate<string | null>("localStorage.getItem('tryown.admin.token')")).toBeNull();
  });

  it('works at 360 px: the sidebar is an overlay and the client section does not overflow the page', async () => {
    await journey.reopen({ viewport: { width: 360, height: 740 } });
    const { page } = journey.browser;
    await login();
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Client' }).click();
    await page.getByRole('button', { name: 'Add Client' }).waitFor();
    const pageWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(pageWidth).toBeLessThanOrEqual(360);

    // Each client is a card on a phone: its actions are on screen, not behind a sideways scroll.
    const store = { ...STORE, email: 'phone@store.test', businessName: 'Phone Boutique' };
    const created = await fetch(`${journey.server.baseUrl}/api/v1/client/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(store) });
    expect(created.status).toBeLessThan(300);
    await page.reload();
    const card = page.getByRole('row').filter({ hasText: 'Phone Boutique' });
    for (const name of ['Authenticate', `Tabs settings for ${STORE.name}`, `Delete ${STORE.name}`]) {
      const box = await card.getByRole('button', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(360);
    }

    // The Add Client form fits too, with its buttons in view.
    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Client' });
    const field = await dialog.locator('input[name="name"]').boundingBox();
    expect(field!.x + field!.width).toBeLessThanOrEqual(360);
    const submit = await dialog.getByRole('button', { name: 'Add Client' }).boundingBox();
    expect(submit!.y + submit!.height).toBeLessThanOrEqual(740);
  });
});
