import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.ts';
import { drawGarmentPng, evalPath, hasEvalPhotos } from './support/photos.ts';
import { registerStore, uploadPicture } from './support/store-session.ts';

// A real photo of a person (research licence, never copied into the repo), read at run time.
const PHOTO = evalPath('people/oot-01008_00.jpg');

// The composite provider keeps the journey quick on 2 cores; the engine runs in the API tests.
const journey = useJourney({ TRYON_PROVIDER: 'composite' });
const unique = () => Math.random().toString(36).slice(2, 8);

/** A store with one dress, made through the API as a script would; returns its Client User ID. */
async function storeWithDress() {
  const { token, client } = await registerStore(journey, 'Nila Weaves');
  const imageKey = await uploadPicture(journey, 'dress', token, await drawGarmentPng('top', '#96224a'));
  await journey.api('/dress/add', { method: 'POST', token, body: { name: 'Ruby kurta', category: 'Women', type: 'Kurta', price: 1499, originalPrice: 1999, imageKey } });
  return client.userId;
}

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 360, height: 780 }, hasTouch: true },
];

describe.skipIf(!hasEvalPhotos)('a shopper tries a dress on their own photo', () => {
  for (const { name, ...options } of VIEWPORTS) {
    it(`registers with the Client User ID, uploads a photo, tries a dress on, keeps the look and deletes the photo (${name})`, async () => {
      const { page } = await journey.reopen(options);
      const publicId = await storeWithDress();
      const email = `a-very-long-shopper-address-${unique()}@example-mail.test`;
      const shot = (step: string) => page.screenshot({ path: `/tmp/shopper-${name}-${step}.png`, fullPage: true });
      const noSideScroll = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport.width);

      await page.goto('/auth');
      await page.getByRole('button', { name: /^User/ }).click();
      await page.getByRole('button', { name: 'Register' }).click();
      for (const [field, value] of Object.entries({ name: 'Mira Das', email, password: 'mira-pass-1', userId: publicId })) await page.locator(`input[name="${field}"]`).fill(value);
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByRole('status').filter({ hasText: 'User registration successful' }).waitFor();
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill('mira-pass-1');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { name: 'Welcome, Mira Das' }).waitFor();
      await noSideScroll();

      const open = async (section: string) => {
        if ((await page.getByRole('navigation', { name: 'Shopper' }).count()) === 0) await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Shopper' }).getByRole('button', { name: section, exact: true }).click();
      };

      await open('My photos');
      await page.getByTestId('consent').waitFor();
      // A picture without a person is refused at upload with the reason, and nothing is added
      // (Chromium logs the 422 of the refused request).
      journey.browser.expectConsoleError(/status of 422/);
      await page.locator('#shopper-photo').setInputFiles({ name: 'shirt.png', mimeType: 'image/png', buffer: await drawGarmentPng('top', '#96224a') });
      await page.getByRole('alert').filter({ hasText: 'No person was found in the photo. Use a photo of one person on their own' }).waitFor({ timeout: 30_000 });
      await shot('refused');
      expect(await page.getByTestId('shopper-photo').count()).toBe(0);
      await page.locator('#shopper-photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) });
      await page.getByTestId('shopper-photo').first().waitFor();
      await shot('photos');
      await noSideScroll();

      await open('Store');
      const card = page.getByTestId('shopper-dress').filter({ hasText: 'Ruby kurta' });
      await card.getByText('25% off').waitFor();
      await shot('store');
      await noSideScroll();
      await card.getByRole('button', { name: 'Try it on' }).click();
      const dialog = page.getByRole('dialog', { name: 'Try on Ruby kurta' });
      await dialog.getByRole('button', { name: 'Generate' }).click();
      await dialog.getByTestId('tryon-result').waitFor({ timeout: 60_000 });
      await dialog.getByRole('slider', { name: 'Compare before and after' }).waitFor();
      await dialog.getByRole('link', { name: 'Download' }).waitFor();
      await shot('result');
      await page.keyboard.press('Escape');

      await open('My looks');
      await page.getByTestId('shopper-look').filter({ hasText: 'Ruby kurta' }).waitFor();
      await shot('looks');
      await noSideScroll();

      await open('My photos');
      await page.getByTestId('shopper-photo').first().getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete this photo?' }).getByRole('button', { name: 'Delete photo' }).click();
      await page.getByText('No photos yet.', { exact: false }).waitFor();
      await open('My looks');
      await page.getByText('No looks yet.', { exact: false }).waitFor();
    }, 180_000);
  }
});
