import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.ts';
import { drawGarmentPng, EVAL_PEOPLE, evalPhoto, hasEvalPhotos } from './support/photos.ts';
import { openStoreTab, signInAsNewStore, uploadPicture } from './support/store-session.ts';

// The quick composite provider: these journeys are about the screens, not the engine's picture.
const journey = useJourney({ TRYON_PROVIDER: 'composite' });

/** A new store with one model and one dress (and dresses of `moreTypes`), signed in through the session storage the web app reads. */
async function storeWithCatalogue(moreTypes: string[] = []) {
  const { token } = await signInAsNewStore(journey, 'Tara Threads');
  const modelKey = await upload('models', token, await evalPhoto(EVAL_PEOPLE[0]), 'image/jpeg');
  await journey.api('/models/add', { method: 'POST', token, body: { name: 'Asha', category: 'Women', imageKey: modelKey } });
  await journey.api('/dress/add', { method: 'POST', token, body: { name: 'Indigo gown', category: 'Women', type: 'Dresses', imageKey: await upload('dress', token, await drawGarmentPng('dress', '#283ca0')) } });
  const shapes: Record<string, 'top' | 'trousers'> = { Trousers: 'trousers', Skirts: 'trousers', Tops: 'top', 'T-Shirts': 'top' };
  for (const type of moreTypes) {
    const imageKey = await upload('dress', token, await drawGarmentPng(shapes[type] ?? 'dress', '#5a5a5a'));
    await journey.api('/dress/add', { method: 'POST', token, body: { name: `Plain ${type}`, category: 'Women', type, imageKey } });
  }
}

const upload = (area: 'models' | 'dress', token: string, image: Buffer, fileType?: string) => uploadPicture(journey, area, token, image, fileType);
const openTab = (name: string) => openStoreTab(journey, name);

describe.skipIf(!hasEvalPhotos)('try-on', () => {
  it('generates in the Playground, then finds, opens, closes and downloads the image in AI Outfits', async () => {
    const { page } = journey.browser;
    await storeWithCatalogue();

    await openTab('Playground');
    await page.getByText('No image generated yet.').waitFor();
    const generate = page.getByRole('button', { name: 'Generate', exact: true });
    expect(await generate.isDisabled()).toBe(true);
    await page.getByRole('region', { name: 'Select Models' }).getByRole('button', { name: 'Asha' }).click();
    await page.getByRole('region', { name: 'Select Dresses' }).getByRole('button', { name: 'Indigo gown' }).click();
    expect(await generate.isEnabled()).toBe(true);
    await generate.click();
    await page.getByText('Generating...').waitFor();
    await page.getByText('Generated Image:').waitFor({ timeout: 45_000 });
    const result = page.getByRole('img', { name: 'Generated try-on' });
    // The image really loaded (the provider keeps the model photo's size).
    await expect.poll(() => result.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)).toBe(768);

    await openTab('AI Outfits');
    await page.getByRole('heading', { name: 'AI Generated Outfits' }).waitFor();
    // The browser tab names the screen and the store.
    await expect.poll(() => page.title()).toBe('AI Outfits · Tara Threads · TryOwn');
    // Each picture names its model and dress.
    await page.getByRole('button', { name: 'Open Asha in Indigo gown' }).click();
    const overlay = page.getByRole('dialog', { name: 'Asha in Indigo gown' });
    await overlay.waitFor();
    // A click on the image keeps it open; a click beside it closes it.
    await overlay.getByRole('img', { name: 'Asha in Indigo gown' }).click();
    expect(await overlay.isVisible()).toBe(true);
    await overlay.click({ position: { x: 5, y: 5 } });
    await overlay.waitFor({ state: 'detached' });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^ai-outfit-[0-9a-f-]{36}\.jpg$/);

    // The store deletes it, after a confirmation.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete Asha in Indigo gown' }).click();
    await page.getByText('No generated images yet').waitFor();
  });

  it('reaches the Try-on screen from the dashboard at 360 px: pills on one line, both picks asked for, a result', async () => {
    await journey.reopen({ viewport: { width: 360, height: 740 } });
    const { page } = journey.browser;
    await storeWithCatalogue(['Trousers', 'Skirts', 'Tops', 'T-Shirts']);

    await openTab('Try-on');
    const dresses = page.getByRole('region', { name: 'Dresses' });
    const pills = dresses.getByRole('group', { name: 'Filter by type' }).getByRole('button');
    await pills.first().waitFor();
    const [first, ...types] = await pills.allTextContents();
    expect(first).toBe('All');
    expect(types.sort()).toEqual(['Dresses', 'Skirts', 'T-Shirts', 'Tops', 'Trousers']);
    // More pills than fit: the row scrolls sideways, each pill keeps its one-line height.
    const heights = await pills.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
    for (const height of heights) expect(height).toBeLessThan(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('region', { name: 'Models' }).getByRole('button', { name: 'Asha' }).click();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByText('Please select a model and a dress.').waitFor();
    await dresses.getByRole('button', { name: 'Indigo gown' }).click();
    expect(await page.getByText('Please select a model and a dress.').count()).toBe(0);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByText('Generated Image:').waitFor({ timeout: 45_000 });
    await expect.poll(() => page.getByRole('img', { name: 'Generated try-on' }).evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)).toBe(768);
  });
});
