import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useJourney } from './support/journey.ts';
import { addDress, addModel } from './support/catalogue-forms.ts';
import { drawGarmentPng, EVAL_PEOPLE, evalPhoto, hasEvalPhotos } from './support/photos.ts';
import { openStoreTab, signInAsNewStore, uploadPicture } from './support/store-session.ts';

// The real engine (TRYON_PROVIDER=local, the default): it checks every photo at upload (decision 0061)
// and draws the combo try-on, so what the store sees is what the engine does.
const journey = useJourney();

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 360, height: 740 } },
] as const;

const toast = (text: string | RegExp) => journey.browser.page.locator('.Toastify').getByText(text);
const naturalWidth = (image: Locator) => image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth);

describe.skipIf(!hasEvalPhotos)('photo checks and a combo try-on, as a store owner sees them', () => {
  it.each(VIEWPORTS)('at $viewport.width px: a model accepted, a model refused with the reason, a cut-out, a top with trousers', async ({ viewport }) => {
    const { page } = await journey.reopen({ viewport });
    const started = Date.now();
    const { token } = await signInAsNewStore(journey, 'Mira Modes');
    // The bottom comes through the API; everything the owner looks at goes through the screens.
    await journey.api('/dress/add', { method: 'POST', token, body: { name: 'Charcoal trousers', category: 'Women', type: 'Trousers', imageKey: await uploadPicture(journey, 'dress', token, await drawGarmentPng('trousers', '#3c3c46')) } });

    // A real photo of a person: accepted, and its card says it is ready for try-on.
    await openStoreTab(journey, 'Models');
    await page.getByText('No models found for this client.').waitFor();
    await addModel(page, { image: { name: 'asha.jpg', mimeType: 'image/jpeg', buffer: await evalPhoto(EVAL_PEOPLE[0]) }, name: 'Asha', category: 'Women' });
    // The first check of this server also loads the engine's models.
    await toast('Model added successfully!').waitFor({ timeout: 60_000 });
    const asha = page.getByTestId('model-card').filter({ hasText: 'Asha' });
    await expect.poll(() => asha.getByTestId('analysis-state').getAttribute('data-state')).toBe('ready');
    await asha.getByText('Ready for try-on').waitFor();

    // A real photo of a man seated on steps: kept, and its card says it takes tops only, and why.
    await addModel(page, { image: { name: 'ravi.webp', mimeType: 'image/webp', buffer: await evalPhoto('people/fashn-model.webp') }, name: 'Ravi', category: 'Men' });
    await toast('Model added successfully!').waitFor({ timeout: 30_000 });
    const ravi = page.getByTestId('model-card').filter({ hasText: 'Ravi' });
    await ravi.getByText(/^Tops only with the built-in try-on engine\. The person is seated: trousers, skirts and dresses need a photo of the person standing/).waitFor();
    expect(await ravi.getByTestId('analysis-state').getAttribute('data-state')).toBe('ready');
    if (process.env.JOURNEY_SCREENSHOTS) await page.screenshot({ path: `${process.env.JOURNEY_SCREENSHOTS}/photo-checks-models-${viewport.width}.png`, fullPage: true });

    // A garment photo offered as a model: refused at once with the reason, and nothing is added.
    journey.browser.expectConsoleError(/status of 422/);
    const refused = await addModel(page, { image: { name: 'shirt.png', mimeType: 'image/png', buffer: await drawGarmentPng('top', '#c83c28') }, name: 'Not a person', category: 'Women' });
    await toast(/^Failed to add model\. No person was found in the photo\. Use a photo of one person on their own, facing the camera/).waitFor({ timeout: 30_000 });
    // The form stays open for another photo; the grid still holds only Asha and Ravi.
    expect(await refused.isVisible()).toBe(true);
    await refused.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByTestId('model-card').count()).toBe(2);

    // A top, added through the form: ready, and its cut-out is what the try-on will lay on the model.
    await openStoreTab(journey, 'Store');
    await page.getByRole('heading', { name: 'Dresses' }).waitFor();
    await addDress(page, { image: { name: 'top.png', mimeType: 'image/png', buffer: await drawGarmentPng('top', '#2d6cdf') }, category: 'Women', type: 'Tops', brand: 'Azure Top' });
    await toast('Dress added successfully!').waitFor({ timeout: 30_000 });
    const top = page.getByTestId('dress-card').filter({ hasText: 'Azure Top' });
    await top.getByText('Ready for try-on').waitFor();
    await page.getByRole('button', { name: 'Actions for Azure Top' }).click();
    await page.getByRole('menuitem', { name: 'Preview cut-out' }).click();
    const cutout = page.getByRole('dialog', { name: /^Cut-out of/ });
    const cut = cutout.getByRole('img', { name: /cut out of its photo$/ });
    await cut.waitFor({ timeout: 30_000 });
    await expect.poll(() => naturalWidth(cut)).toBeGreaterThan(50);
    await page.keyboard.press('Escape');
    await cutout.waitFor({ state: 'detached' });

    // The top with the trousers on Asha: one combo try-on, and its picture.
    await openStoreTab(journey, 'Playground');
    await page.getByRole('region', { name: 'Select Models' }).getByRole('button', { name: 'Asha' }).click();
    await page.getByRole('region', { name: 'Select Dresses' }).getByRole('button', { name: 'Azure Top' }).click();
    await page.getByRole('region', { name: 'Add a bottom (optional)' }).getByRole('button', { name: 'Charcoal trousers' }).click();
    await page.getByText('Selected Bottom').waitFor();
    const [created] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/v1/tryon/tasks')),
      page.getByRole('button', { name: 'Generate', exact: true }).click(),
    ]);
    expect(Object.keys(created.postDataJSON() as object).sort()).toEqual(['dressId', 'lowerDressId', 'modelId']);
    await page.getByText('Generated Image:').waitFor({ timeout: 60_000 });
    const result = page.getByRole('img', { name: 'Generated try-on' });
    await expect.poll(() => naturalWidth(result)).toBeGreaterThan(100);
    // Nothing on the page is wider than the screen.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
    if (process.env.JOURNEY_SCREENSHOTS) await page.screenshot({ path: `${process.env.JOURNEY_SCREENSHOTS}/photo-checks-${viewport.width}.png`, fullPage: true });
    console.info(`photo checks journey at ${viewport.width} px: ${Math.round((Date.now() - started) / 1000)} s`);
  }, 150_000);
});
