import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.ts';
import { drawGarmentPng, EVAL_PEOPLE, evalPhoto, hasEvalPhotos } from './support/photos.ts';
import { addDress, addModel, openAddDress, openAddModel, submitDressForm, submitModelForm } from './support/catalogue-forms.ts';
import { openStoreTab, signInAsNewStore, uploadPicture } from './support/store-session.ts';

const journey = useJourney();

/** Images drawn by the test: a coloured portrait rectangle. */
const drawPng = (r: number, g: number, b: number) => sharp({ create: { width: 300, height: 400, channels: 3, background: { r, g, b } } }).png().toBuffer();

const toast = (text: string) => journey.browser.page.locator('.Toastify').getByText(text, { exact: true });

const openTab = (name: string) => openStoreTab(journey, name);

describe('store catalogue', () => {
  it.skipIf(!hasEvalPhotos)('adds, filters, edits and deletes models with real uploads', async () => {
    const { page } = journey.browser;
    await signInAsNewStore(journey, 'Nila Couture');
    page.on('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this model?');
      void dialog.accept();
    });
    await openTab('Models');
    await page.getByRole('heading', { name: 'Models' }).waitFor();
    await page.getByText('No models found for this client.').waitFor();

    // Required fields and the image limit are checked before anything is sent.
    const add = await openAddModel(page);
    await add.getByText('Supported: JPG, PNG, etc. Max 5MB.').waitFor();
    await submitModelForm(add);
    await add.getByText('Image is required').waitFor();
    await add.getByText('Name is required').waitFor();
    await add.getByText('Category is required').waitFor();

    // Over 5 MB is refused in the browser before anything is uploaded.
    await submitModelForm(add, { image: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) } });
    await add.getByText('The image is larger than 5 MB').waitFor();
    await submitModelForm(add, { image: { name: 'asha.jpg', mimeType: 'image/jpeg', buffer: await evalPhoto(EVAL_PEOPLE[0]) }, name: 'Asha', category: 'Women', age: '-2' });
    await add.getByText('Age must be 0 or more').waitFor();
    await submitModelForm(add, { age: '27', height: '168' });
    // The photo is checked by the engine before the model is saved (the first check also loads its models).
    await toast('Model added successfully!').waitFor({ timeout: 90_000 });
    await page.getByTestId('model-card').filter({ hasText: 'Asha' }).waitFor();

    const second = await addModel(page, { image: { name: 'ravi.jpg', mimeType: 'image/jpeg', buffer: await evalPhoto(EVAL_PEOPLE[1]) }, name: 'Ravi', category: 'Men' });
    await second.waitFor({ state: 'detached', timeout: 90_000 });
    await toast('Model added successfully!').first().waitFor();
    await expect.poll(() => page.getByTestId('model-card').count()).toBe(2);
    await page.getByText('Showing 2 of 2 models').waitFor();

    // Grid images are the thumbnails; the detail view shows the full image.
    const thumb = await page.getByTestId('model-card').filter({ hasText: 'Asha' }).locator('img').getAttribute('src');
    expect(thumb).toContain('.thumb.webp');

    // Category pills filter on the server.
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Men', exact: true }).click();
    await expect.poll(() => page.getByTestId('model-card').count()).toBe(1);
    await page.getByTestId('model-card').filter({ hasText: 'Ravi' }).waitFor();
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Kids', exact: true }).click();
    await page.getByText('No models found for this client.').waitFor();
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => page.getByTestId('model-card').count()).toBe(2);

    // Edit keeps the image when none is picked.
    await page.getByRole('button', { name: 'Actions for Asha' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Model' });
    await edit.getByText('Leave empty to keep current image', { exact: false }).waitFor();
    await submitModelForm(edit, { name: 'Asha K' });
    await toast('Model updated successfully!').waitFor();
    await page.getByTestId('model-card').filter({ hasText: 'Asha K' }).waitFor();

    // Details show the full image and delete with a confirmation.
    await page.getByRole('button', { name: 'View Asha K' }).click();
    const details = page.getByRole('dialog', { name: 'Asha K' });
    expect(await details.locator('img').getAttribute('src')).not.toContain('.thumb.webp');
    await details.getByRole('button', { name: 'Delete Model' }).click();
    await toast('Model deleted successfully!').waitFor();
    await expect.poll(() => page.getByTestId('model-card').count()).toBe(1);
    await page.getByRole('button', { name: 'Actions for Ravi' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByText('No models found for this client.').waitFor();
    // Each upload is a real photo analysed by the engine (as the other journeys with real analyses).
  }, 180_000);

  it('adds dresses with dependent selects, shows the discount, filters, flags and deletes', async () => {
    const { page } = journey.browser;
    await signInAsNewStore(journey, 'Nila Couture');
    page.on('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this dress?');
      void dialog.accept();
    });
    await openTab('Store');
    await page.getByRole('heading', { name: 'Dresses' }).waitFor();
    await page.getByText('No dresses found.').waitFor();

    const add = await openAddDress(page);
    const category = add.locator('select[name="category"]');
    const subcategory = add.locator('select[name="subcategory"]');
    const type = add.locator('select[name="type"]');
    const optionsOf = (select: typeof type) => select.locator('option').allTextContents();

    // Nothing chosen: category and type are asked for (the type select is still disabled then).
    await submitDressForm(add);
    await add.getByText('Category is required').waitFor();
    await add.getByText('Type is required').waitFor();

    await category.selectOption('Women');
    expect(await optionsOf(type)).toEqual(['Select…', 'Dresses', 'Tops']);
    await subcategory.selectOption('Ethnic');
    expect(await optionsOf(type)).toEqual(['Select…', 'Dresses', 'Tops', 'Sarees', 'Kurtas']);
    await type.selectOption('Sarees');
    // Changing the subcategory clears the type; changing the category clears both.
    await subcategory.selectOption('Western');
    expect(await type.inputValue()).toBe('');
    await type.selectOption('Jeans');
    await category.selectOption('Men');
    expect([await subcategory.inputValue(), await type.inputValue()]).toEqual(['', '']);
    await category.selectOption('Women');
    await subcategory.selectOption('Ethnic');
    await type.selectOption('Sarees');

    // Every size is offered and selected by default.
    for (const size of ['XS', 'S', 'M', 'L', 'XL', 'XXL']) expect(await add.getByRole('checkbox', { name: size, exact: true }).isChecked()).toBe(true);
    await add.getByRole('checkbox', { name: 'XS', exact: true }).uncheck();

    await submitDressForm(add, { price: '-5' });
    await add.getByText('Image is required').waitFor();
    await add.getByText('Price must be 0 or more').waitFor();

    await submitDressForm(add, { image: { name: 'saree.png', mimeType: 'image/png', buffer: await drawGarmentPng('dress', '#c82828') }, price: '1500', originalPrice: '2000', brand: 'Kala' });
    await toast('Dress added successfully!').waitFor();
    const saree = page.getByTestId('dress-card').filter({ hasText: 'Kala' });
    await saree.waitFor();
    expect(await saree.getByTestId('discount').textContent()).toBe('25% off');
    await saree.getByTestId('original-price').waitFor();

    // A second dress with no original price: no discount and nothing struck through. Its store
    // states its length (a shirt: crop, waist, hip or long), and its details say it.
    await addDress(page, { image: { name: 'shirt.png', mimeType: 'image/png', buffer: await drawGarmentPng('top', '#2828c8') }, category: 'Men', type: 'Shirts', length: 'hip', price: '900', brand: 'Linen Co' });
    const shirt = page.getByTestId('dress-card').filter({ hasText: 'Linen Co' });
    await shirt.waitFor();
    expect(await shirt.getByTestId('discount').count()).toBe(0);
    expect(await shirt.getByTestId('original-price').count()).toBe(0);
    await shirt.getByRole('button', { name: 'View Linen Co' }).click();
    const details = page.getByRole('dialog', { name: 'Linen Co' });
    expect(await details.getByText('Length', { exact: true }).locator('..').textContent()).toBe('LengthHip');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // Hover a category pill: its types and subcategory-grouped types; picking one adds chips.
    const pills = page.getByRole('group', { name: 'Filter by category' });
    await pills.getByRole('button', { name: 'Women', exact: true }).hover();
    const dropdown = page.getByTestId('type-dropdown');
    await dropdown.getByRole('button', { name: 'Sarees' }).click();
    const chips = page.getByRole('list', { name: 'Active filters' });
    await chips.getByText('Sarees').waitFor();
    await chips.getByText('Ethnic').waitFor();
    await expect.poll(() => page.getByTestId('dress-card').count()).toBe(1);
    await chips.getByRole('button', { name: 'Remove category filter Women' }).click();
    await expect.poll(() => page.getByTestId('dress-card').count()).toBe(2);
    await pills.getByRole('button', { name: 'Men', exact: true }).click();
    await expect.poll(() => page.getByTestId('dress-card').count()).toBe(1);
    await pills.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => page.getByTestId('dress-card').count()).toBe(2);

    // New arrival, disable (greyed, Edit disabled) and enable.
    await page.getByRole('button', { name: 'Actions for Kala' }).click();
    await page.getByRole('menuitem', { name: 'Mark as New Arrival' }).click();
    await toast('Marked as new arrival').waitFor();
    await saree.getByText('New Arrival').waitFor();
    await page.getByRole('button', { name: 'Actions for Kala' }).click();
    await page.getByRole('menuitem', { name: 'Unmark New Arrival' }).click();
    await toast('Unmarked new arrival').waitFor();
    await page.getByRole('button', { name: 'Actions for Kala' }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await toast('Dress disabled successfully').waitFor();
    await expect.poll(() => saree.getAttribute('data-disabled')).toBe('true');
    await page.getByRole('button', { name: 'Actions for Kala' }).click();
    expect(await page.getByRole('menuitem', { name: 'Edit' }).isDisabled()).toBe(true);
    // Greyed card, but the menu holding Enable stays at full strength.
    const menuFullyOpaque = '(() => { for (let e = document.querySelector("[role=menu]"); e; e = e.parentElement) if (getComputedStyle(e).opacity !== "1") return false; return true; })()';
    expect(await page.evaluate(menuFullyOpaque)).toBe(true);
    await page.getByRole('menuitem', { name: 'Enable' }).click();
    await toast('Dress enabled successfully').waitFor();
    await expect.poll(() => saree.getAttribute('data-disabled')).toBe(null);

    // Edit: sizes kept as saved, the price change shows at once.
    await page.getByRole('button', { name: 'Actions for Kala' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Dress' });
    expect(await edit.getByRole('checkbox', { name: 'XS', exact: true }).isChecked()).toBe(false);
    expect(await edit.locator('select[name="type"]').inputValue()).toBe('Sarees');
    await submitDressForm(edit, { price: '1000' });
    await toast('Dress updated successfully!').waitFor();
    await expect.poll(() => saree.getByTestId('discount').textContent()).toBe('50% off');

    // Delete both; the empty state returns.
    for (const name of ['Kala', 'Linen Co']) {
      await page.getByRole('button', { name: `Actions for ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await toast('Dress deleted successfully').first().waitFor();
    }
    await page.getByText('No dresses found.').waitFor();
    // Each dress upload is analysed by the engine.
  }, 180_000);

  it('pages a large catalogue on a phone: filters on the server, touch opens the type list, menus stay on screen', async () => {
    await journey.reopen({ viewport: { width: 360, height: 740 }, hasTouch: true });
    const { page } = journey.browser;
    const { token } = await signInAsNewStore(journey, 'Nila Couture');
    // One real upload, then 65 dresses through the API; the oldest (a kurta) lies beyond the first page of 60.
    const imageKey = await uploadPicture(journey, 'dress', token, await drawGarmentPng('top', '#5aa05a'));
    await journey.api('/dress/add', { method: 'POST', token, body: { category: 'Men', subcategory: 'Ethnic', type: 'Kurtas', brand: 'Needle Kurta', imageKey } });
    for (let i = 0; i < 64; i += 16) {
      await Promise.all(
        Array.from({ length: 16 }, (_, j) => journey.api('/dress/add', { method: 'POST', token, body: { category: 'Women', type: 'Tops', brand: `Top ${i + j}`, imageKey } })),
      );
    }

    await openTab('Store');
    await page.getByText('Showing 60 of 65 dresses').waitFor();
    expect(await page.getByTestId('dress-card').filter({ hasText: 'Needle Kurta' }).count()).toBe(0);

    // A tap on the chevron opens the type list (no hover on a phone), inside the screen.
    const pills = page.getByRole('group', { name: 'Filter by category' });
    await pills.getByRole('button', { name: 'Men types', exact: true }).tap();
    const dropdown = page.getByTestId('type-dropdown');
    const box = (await dropdown.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await dropdown.getByRole('button', { name: 'Kurtas' }).tap();
    // The server filters: the kurta from beyond page 1 is found at once.
    await page.getByTestId('dress-card').filter({ hasText: 'Needle Kurta' }).waitFor();
    await page.getByText('Showing 1 of 1 dress').waitFor();

    // The card menu of a left-column card opens inside the screen.
    await page.getByRole('button', { name: 'Actions for Needle Kurta' }).tap();
    const menuBox = (await page.getByRole('menu').boundingBox())!;
    expect(menuBox.x).toBeGreaterThanOrEqual(0);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(360);
    await page.getByRole('menuitem', { name: 'Mark as New Arrival' }).tap();
    await toast('Marked as new arrival').waitFor();

    // Clearing the filter and loading the next page brings every dress.
    await page.getByRole('button', { name: 'Remove category filter Men' }).tap();
    await page.getByText('Showing 60 of 65 dresses').waitFor();
    await page.getByRole('button', { name: 'Load more' }).tap();
    await page.getByText('Showing 65 of 65 dresses').waitFor();
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await page.getByTestId('dress-card').filter({ hasText: 'Needle Kurta' }).getByText('New Arrival').waitFor();
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
  });

  it('works at 360 px: menu from the tabs, business profile edit, users empty state, log out', async () => {
    await journey.reopen({ viewport: { width: 360, height: 740 } });
    const { page } = journey.browser;
    await signInAsNewStore(journey, 'Nila Couture');
    // Collapsed by default below 768 px: the tabs open from the menu button, in the tabs' order.
    expect(await page.getByRole('navigation', { name: 'Store' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Store' });
    const labels = await nav.getByRole('button').allTextContents();
    expect(labels.filter(Boolean).slice(0, 7)).toEqual(['Overview', 'Business Profile', 'Users', 'Models', 'Store', 'Playground', 'AI Outfits']);
    await nav.getByRole('button', { name: 'Users', exact: true }).click();
    await page.getByText('No users found for this client.').waitFor();

    await openTab('Business Profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.locator('input[name="city"]').fill('Thrissur');
    await page.locator('input[name="websiteUrl"]').fill('not a url');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Please enter a valid URL').waitFor();
    await page.locator('input[name="websiteUrl"]').fill('https://nila.example');
    await page.getByLabel('Business logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await drawPng(99, 102, 241) });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Profile updated successfully').waitFor();
    await page.getByText('Thrissur').waitFor();
    await page.getByRole('img', { name: 'Nila Couture logo' }).waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Store' });
    await menu.getByRole('button', { name: 'Settings' }).click();
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    await expect.poll(() => page.evaluate("sessionStorage.getItem('tryown.client.token')")).toBeNull();
  });
});
