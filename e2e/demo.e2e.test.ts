import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.ts';
import { drawGarmentPng, evalPath, hasEvalPhotos } from './support/photos.ts';

// The landing demo runs on the seeded demo store (DEMO_DATA=1: its drawn models and garments, checked
// at seed); try-ons go through the composite provider to stay quick on 2 cores.
const journey = useJourney({ TRYON_PROVIDER: 'composite', DEMO_DATA: '1' });
const PHOTO = evalPath('people/oot-01008_00.jpg');
const GARMENT = 'Indigo Tee';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 360, height: 780 }, hasTouch: true },
];

describe('the landing demo', () => {
  for (const { name, ...options } of VIEWPORTS) {
    it.skipIf(!hasEvalPhotos)(`tries a demo garment on a demo model, is told why a photo without a person is refused, then tries it on their own photo (${name})`, async () => {
      const { page } = await journey.reopen(options);
      const noSideScroll = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport.width);
      // The refused upload: Chromium logs the 422 of the photo it posted.
      journey.browser.expectConsoleError(/status of 422/);

      await page.goto('/');
      await page.getByRole('link', { name: 'Try a demo' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Try it on yourself' }).waitFor();
      const button = page.getByRole('listitem').filter({ hasText: GARMENT }).getByRole('button', { name: 'Try it on' });
      // The widget script turns the button on once the server accepted its key for this page.
      await expect.poll(() => button.getAttribute('data-tryown-ready'), { timeout: 15_000 }).toBe('1');
      await noSideScroll();
      await button.click();

      const dialog = page.getByRole('dialog', { name: `Try on: ${GARMENT}` });
      await dialog.getByText('deleted after 24 hours').waitFor();
      const models = dialog.getByRole('group', { name: 'Or try it on one of our models:' });
      await models.getByRole('button', { name: 'Try it on Asha' }).waitFor();
      if (process.env.JOURNEY_SCREENSHOTS) await page.screenshot({ path: `${process.env.JOURNEY_SCREENSHOTS}/demo-${name}-pick.png` });
      await models.getByRole('button', { name: 'Try it on Asha' }).click();
      const onModel = dialog.getByRole('img', { name: `Asha wearing ${GARMENT}` });
      await onModel.waitFor({ timeout: 60_000 });
      await expect.poll(() => onModel.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
      await dialog.getByRole('link', { name: 'Download' }).waitFor();
      if (process.env.JOURNEY_SCREENSHOTS) await page.screenshot({ path: `${process.env.JOURNEY_SCREENSHOTS}/demo-${name}-model.png` });
      await noSideScroll();

      // A picture without a person: the dialog says why, and the visitor can choose another.
      await dialog.getByRole('button', { name: 'Try another photo' }).click();
      const garmentFile = { name: 'shirt.png', mimeType: 'image/png', buffer: await drawGarmentPng('top', '#96224a') };
      const [refusedChooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Choose a photo' }).click()]);
      await refusedChooser.setFiles(garmentFile);
      await dialog.getByRole('alert').filter({ hasText: 'No person was found in the photo. Use a photo of one person on their own' }).waitFor({ timeout: 30_000 });
      if (process.env.JOURNEY_SCREENSHOTS) await page.screenshot({ path: `${process.env.JOURNEY_SCREENSHOTS}/demo-${name}-refused.png` });

      await dialog.getByRole('button', { name: 'Try another photo' }).click();
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Choose a photo' }).click()]);
      await chooser.setFiles(PHOTO);
      const onMe = dialog.getByRole('img', { name: `You wearing ${GARMENT}` });
      await onMe.waitFor({ timeout: 60_000 });
      await expect.poll(() => onMe.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
      if (process.env.JOURNEY_SCREENSHOTS) await page.screenshot({ path: `${process.env.JOURNEY_SCREENSHOTS}/demo-${name}-own.png` });
      await noSideScroll();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }, 180_000);
  }
});
