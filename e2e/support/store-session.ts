import type { useJourney } from './journey.ts';

type Journey = ReturnType<typeof useJourney>;
/** The store as /client/login returns it (the fields the journeys use). */
type StoreClient = { _id: string; clientId: string; userId: string; name: string; email: string };

/**
 * A new store registered and logged in through the API, as a script would; nothing happens in the
 * browser. Returns its token for API set-up and its client record (`userId` is the Client User ID).
 */
export async function registerStore(journey: Journey, businessName: string) {
  const email = `store-${Math.random().toString(36).slice(2, 10)}@shop.test`;
  const password = 'store-pass-1';
  await journey.api('/client/register', {
    method: 'POST',
    body: { name: 'Store Owner', email, password, businessName, gstNo: '29ABCDE1234F1Z5', panNo: 'ABCDE1234F', mobileNo: '9876543210', address: '3 MG Road', city: 'Kochi', pincode: '682001' },
  });
  const login = (await journey.api('/client/login', { method: 'POST', body: { email, password } })) as { token: string; client: StoreClient };
  return { token: login.token, email, client: login.client };
}

/**
 * A new store (registerStore) signed in the way the web session module keeps it (sessionStorage),
 * on its dashboard. Returns its token for API set-up.
 */
export async function signInAsNewStore(journey: Journey, businessName: string) {
  const { token, email, client } = await registerStore(journey, businessName);
  const data = { role: 'client', name: client.name, email: client.email, clientId: client.clientId, id: client._id, userId: client.userId };
  // Page-side code is a string: this project compiles without DOM types.
  await journey.browser.context.addInitScript(
    `sessionStorage.setItem('tryown.client.token', ${JSON.stringify(token)}); sessionStorage.setItem('tryown.client.data', ${JSON.stringify(JSON.stringify(data))});`,
  );
  await journey.browser.page.goto('/auth/dashboard');
  await journey.browser.page.getByRole('heading', { name: `Welcome back, ${businessName}!` }).waitFor();
  return { token, email };
}

/** Uploads a picture the way the browser does (signed slot, raw PUT) and returns its key. */
export async function uploadPicture(journey: Journey, area: 'models' | 'dress', token: string, image: Buffer, fileType = 'image/png') {
  const slot = (await journey.api(`/${area}/upload-url?fileName=picture&fileType=${encodeURIComponent(fileType)}`, { token })) as { url: string; key: string };
  const put = await fetch(new URL(slot.url, journey.server.baseUrl), { method: 'PUT', headers: { 'content-type': fileType }, body: new Uint8Array(image) });
  if (put.status !== 200) throw new Error(`upload: ${put.status} ${await put.text()}`);
  return slot.key;
}

/** Opens a dashboard tab; below 768 px the tabs live behind the menu button. */
export async function openStoreTab(journey: Journey, name: string) {
  const { page } = journey.browser;
  if ((await page.getByRole('navigation', { name: 'Store' }).count()) === 0) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Store' }).getByRole('button', { name, exact: true }).click();
}
