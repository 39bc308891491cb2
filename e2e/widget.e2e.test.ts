import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.ts';
import { drawGarmentPng, evalPath, hasEvalPhotos } from './support/photos.ts';
import { registerStore, uploadPicture } from './support/store-session.ts';

// The widget's try-on runs through the composite provider here (quick on 2 cores); the photo is real.
const journey = useJourney({ TRYON_PROVIDER: 'composite' });
const photo = evalPath('people/oot-01008_00.jpg');

/** A plain shop page on its own origin (another host name and port than the app), as a merchant would host it. */
async function startShop(html: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://localhost:${port}`, server };
}
const shops: Server[] = [];
afterEach(async () => {
  // The browser keeps its connections alive; close them, or close() waits for their idle timeout.
  for (const server of shops.splice(0)) await new Promise((resolve) => server.close(resolve).closeAllConnections());
});

const shopPage = (appUrl: string, key: string, dressId: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kala Boutique</title>
<style>body{font-family:Georgia,serif;margin:24px} button{all:unset;color:red}</style></head>
<body><h1>Kala Boutique</h1><p>Indigo gown, ₹2,499</p>
<button data-tryown-dress="${dressId}"></button>
<button id="cart" onclick="window.TryOwn && TryOwn.track('add_to_cart', { dressId: '${dressId}' })">Add to cart</button>
<script src="${appUrl}/widget.js" data-key="${key}" defer></script></body></html>`;

/** A store with one dress and its widget on for `origins`; returns what the shop page needs. */
async function storeWithWidget(origins: (shopUrl: string) => string[], shopUrl: string) {
  const { token } = await registerStore(journey, 'Kala Boutique');
  const png = await drawGarmentPng('dress', '#283ca0');
  const imageKey = await uploadPicture(journey, 'dress', token, png);
  const dress = (await journey.api('/dress/add', { method: 'POST', token, body: { name: 'Indigo gown', category: 'Women', type: 'Dresses', imageKey } })) as { dress: { _id: string } };
  const settings = (await journey.api('/client/widget', { method: 'PUT', token, body: { origins: origins(shopUrl), enabled: true, monthlyCap: 10 } })) as { key: string };
  return { token, key: settings.key, dressId: dress.dress._id };
}

describe('storefront widget', () => {
  it.skipIf(!hasEvalPhotos)('turns a shop button into a try-on on another origin, and the store counts it', async () => {
    const { page } = journey.browser;
    const shop = await startShop('');
    shops.push(shop.server);
    const store = await storeWithWidget((url) => [url], shop.url);
    shop.server.removeAllListeners('request');
    shop.server.on('request', (_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(shopPage(journey.server.baseUrl, store.key, store.dressId)));

    await page.goto(shop.url);
    const button = page.getByRole('button', { name: 'Try it on' });
    await button.waitFor();
    await page.evaluate(`window.seen = []; for (const name of ['tryown:open', 'tryown:result', 'tryown:close']) document.addEventListener(name, (e) => window.seen.push(name + ' ' + e.detail.dressId))`);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Try on: Indigo gown' });
    await dialog.waitFor();
    await dialog.getByText('deleted after 24 hours').waitFor();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Choose a photo' }).click()]);
    await chooser.setFiles(photo);
    const result = dialog.getByRole('img', { name: 'You wearing Indigo gown' });
    await result.waitFor({ timeout: 90_000 });
    await expect.poll(() => result.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
    await dialog.getByRole('link', { name: 'Download' }).waitFor();
    await page.screenshot({ path: '/tmp/widget-1440.png' }).catch(() => {});
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    expect(await page.evaluate('window.seen')).toEqual([`tryown:open ${store.dressId}`, `tryown:result ${store.dressId}`, `tryown:close ${store.dressId}`]);

    await expect
      .poll(async () => ((await journey.api('/client/analytics?days=30', { token: store.token })) as { totals: object }).totals, { timeout: 15_000 })
      .toEqual({ tryOns: 1, shoppers: 1, widgetOpens: 1, addToCart: 1 });
  }, 180_000);

  it('leaves the button inert on an origin that is not on the list, with a console warning', async () => {
    const { page } = journey.browser;
    const shop = await startShop('');
    shops.push(shop.server);
    const store = await storeWithWidget(() => ['https://elsewhere.example'], shop.url);
    shop.server.removeAllListeners('request');
    shop.server.on('request', (_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(shopPage(journey.server.baseUrl, store.key, store.dressId)));
    // Chromium itself reports the refused cross-origin call.
    journey.browser.expectConsoleError(/CORS|403|Failed to load resource/);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(shop.url);
    await expect.poll(() => warnings.find((text) => text.startsWith('TryOwn:')), { timeout: 15_000 }).toContain(`the "Try it on" buttons stay off on ${shop.url}`);
    const button = page.locator('[data-tryown-dress]');
    expect(await button.getAttribute('data-tryown-ready')).toBeNull();
    // Empty and unstyled, as the shop wrote it: the widget never touched it.
    expect(await button.textContent()).toBe('');
    await button.dispatchEvent('click');
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
