import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.ts';
import { ADMIN_REGISTRATION_CODE } from './support/server.ts';

const journey = useJourney();
const ADMIN = { name: 'Tara Admin', email: 'tara@tryown.test', password: 'tara-pass-1' };
const STORE = { name: 'Ravi Rao', email: 'ravi@store.test', password: 'ravi-pass-1', businessName: 'Rao Textiles' };

/** Signs a browser page in through a portal's login form. */
async function signIn(path: string, email: string, password: string, landing: string) {
  const { page } = journey.browser;
  await page.goto(path);
  if (path === '/auth') await page.getByRole('button', { name: /^Client/ }).click();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: path === '/auth' ? 'Sign in' : 'Login', exact: true }).click();
  await page.waitForURL(`**${landing}**`);
}

describe('rename-safe tabs', () => {
  it('keeps what a tab opens when the admin renames it, and shows a custom tab as the admin wrote it', async () => {
    const { page } = journey.browser;
    await journey.api('/admin/register', { method: 'POST', body: { ...ADMIN, admincode: ADMIN_REGISTRATION_CODE } });
    const store = (await journey.api('/client/register', {
      method: 'POST',
      body: { ...STORE, gstNo: '29ABCDE1234F1Z5', panNo: 'ABCDE1234F', mobileNo: '9876543210', address: '3 MG Road', city: 'Kochi', pincode: '682001' },
    })) as { data?: { clientId?: string } };
    expect(store).toBeTruthy();

    // The admin renames "Store" to "Catalogue" inside the admin portal's shell.
    await signIn('/admin/login', ADMIN.email, ADMIN.password, '/admin/dashboard');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Client' }).click();
    await page.getByRole('button', { name: `Tabs settings for ${STORE.name}` }).click();
    await page.waitForURL('**/admin/tabs/**');
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    const storeTab = page.getByRole('listitem', { name: 'Tab Store' });
    await storeTab.getByText('Opens Dresses').waitFor();
    expect(await page.getByRole('listitem', { name: 'Tab Playground' }).getByRole('textbox', { name: /New category/ }).count()).toBe(0);
    await storeTab.getByRole('button', { name: 'Store', exact: true }).click();
    await storeTab.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Tab' });
    await edit.getByText('whatever its name').waitFor();
    await edit.locator('input[name="name"]').fill('Catalogue');
    await edit.getByRole('button', { name: 'Update Tab' }).click();
    await page.getByText('Tab updated successfully!').waitFor();
    await page.getByRole('listitem', { name: 'Tab Catalogue' }).getByText('Opens Dresses').waitFor();

    // A custom information page.
    await page.getByRole('button', { name: 'Create New Tab' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Tab' });
    await create.locator('input[name="name"]').fill('Our story');
    await create.locator('textarea[name="description"]').fill('Hand-woven in Kochi since 1982.');
    await create.locator('input[name="order"]').fill('20');
    await create.getByRole('button', { name: 'Create Tab' }).click();
    await page.getByText('Tab created successfully!').waitFor();

    // The store sees its dresses under "Catalogue" and the page its admin wrote.
    await signIn('/auth', STORE.email, STORE.password, '/auth/dashboard');
    const nav = page.getByRole('navigation', { name: 'Store' });
    await nav.getByRole('button', { name: 'Catalogue', exact: true }).click();
    await page.getByRole('heading', { name: 'Dresses' }).waitFor();
    await page.getByRole('button', { name: 'Add Dress' }).waitFor();
    expect(await page.getByText('will be available soon').count()).toBe(0);
    await nav.getByRole('button', { name: 'Our story', exact: true }).click();
    await page.getByRole('heading', { name: 'Our story', level: 2 }).waitFor();
    await page.getByText('Hand-woven in Kochi since 1982.').waitFor();
  });
});
