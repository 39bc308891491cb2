import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.ts';

// The page-side expression that reads the stored super admin token.
const USER_TOKEN = "localStorage.getItem('tryown.user.token')";
const CLIENT_TOKEN = "sessionStorage.getItem('tryown.client.token')";

const journey = useJourney();

const unique = () => Math.random().toString(36).slice(2, 8);
const path = () => new URL(journey.browser.page.url()).pathname;

async function chooseRole(role: 'User' | 'Client') {
  const { page } = journey.browser;
  await page.goto('/auth');
  await page.getByRole('heading', { name: 'Welcome to TryOwn' }).waitFor();
  await page.getByRole('button', { name: new RegExp(`^${role}`) }).click();
  await page.getByRole('heading', { name: `${role} Login` }).waitFor();
}

async function openRegister(role: 'User' | 'Client') {
  await chooseRole(role);
  await journey.browser.page.getByRole('button', { name: 'Register' }).click();
  await journey.browser.page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
}

async function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await journey.browser.page.locator(`input[name="${name}"]`).fill(value);
}

async function signIn(email: string, password: string) {
  await fill({ email, password });
  await journey.browser.page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const storeFields = (email: string) => ({
  name: 'Riya Rao',
  email,
  password: 'store-pass-1',
  businessName: 'Riya Boutique',
  gstNo: '29ABCDE1234F1Z5',
  panNo: 'ABCDE1234F',
  mobileNo: '9876543210',
  address: '7 Brigade Road',
  city: 'Bengaluru',
  pincode: '560025',
});

/** Registers a store through the page; returns its e-mail and public Client User ID (read back through the API). */
async function registerStore(withLogo: boolean) {
  const { page } = journey.browser;
  const email = `riya-${unique()}@shop.test`;
  await openRegister('Client');
  await fill(storeFields(email));
  if (withLogo) {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#6366f1' } }).png().toBuffer();
    await page.locator('input[name="logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Logo uploaded').waitFor();
  }
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('status').filter({ hasText: 'Business registration successful! You can now log in.' }).waitFor();
  await page.getByRole('heading', { name: 'Client Login' }).waitFor();
  const login = await fetch(`${journey.server.baseUrl}/api/v1/client/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'store-pass-1' }),
  });
  const body = (await login.json()) as { token: string; client: { userId: string } };
  return { email, password: 'store-pass-1', publicId: body.client.userId, token: body.token };
}

describe('stores', () => {
  it('shows the validation messages of the registration and login forms', async () => {
    const { page } = journey.browser;
    await openRegister('Client');
    // The logo picker looks like the app's other file inputs: a brand-tinted button, not a bordered text box.
    const picker = await page.locator('input[name="logo"]').evaluate((input) => ({
      button: getComputedStyle(input, '::file-selector-button').backgroundColor,
      border: getComputedStyle(input).borderTopWidth,
    }));
    expect(picker).toEqual({ button: 'rgb(238, 242, 255)', border: '0px' });
    await page.getByRole('button', { name: 'Register' }).click();
    for (const message of ['Name is required', 'Please enter a valid email address', 'Business name is required', 'GST number is required', 'Pincode is required']) {
      await page.getByText(message, { exact: true }).first().waitFor();
    }
    await fill({ websiteUrl: 'not a url' });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Please enter a valid URL').waitFor();

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Client Login' }).waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password is required').waitFor();
  });

  it('registers with a logo, signs in, keeps the session in this tab only and shows the profile logo', async () => {
    const { page, context } = journey.browser;
    const store = await registerStore(true);
    const profile = await fetch(`${journey.server.baseUrl}/api/v1/client/profile`, { headers: { authorization: `Bearer ${store.token}` } });
    expect(((await profile.json()) as { data: { businessLogoUrl: string | null } }).data.businessLogoUrl).toEqual(expect.stringContaining('/api/v1/files/'));

    await signIn(store.email, store.password);
    await page.waitForURL('**/auth/dashboard');
    expect(await page.evaluate<string | null>(CLIENT_TOKEN)).toBeTruthy();
    expect(await page.evaluate<string | null>(USER_TOKEN)).toBeNull();
    await page.reload();
    expect(path()).toBe('/auth/dashboard');
    // The store finds the Client User ID its shoppers need on its profile.
    await page.getByRole('button', { name: 'Business Profile' }).first().click();
    await page.getByRole('region', { name: 'Client User ID' }).getByText(store.publicId, { exact: true }).waitFor();

    // A store session lives in its tab: a new tab starts signed out.
    const other = await context.newPage();
    await other.goto('/auth/dashboard');
    await other.waitForURL((url) => url.pathname === '/auth');
    await other.getByRole('heading', { name: 'Welcome to TryOwn' }).waitFor();
    await other.close();
  });

  it('registers without a logo and refuses a wrong password and a taken e-mail with the server reason', async () => {
    const { page } = journey.browser;
    journey.browser.expectConsoleError(/status of (401|409)/);
    const store = await registerStore(false);
    await signIn(store.email, 'wrong-password');
    await page.getByRole('alert').filter({ hasText: 'Error: Invalid email or password' }).waitFor();
    expect(path()).toBe('/auth');
    expect(await page.evaluate<string | null>(CLIENT_TOKEN)).toBeNull();

    await page.getByRole('button', { name: 'Register' }).click();
    await fill(storeFields(store.email));
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('alert').filter({ hasText: 'Error: A business account with this email already exists' }).waitFor();
    // The form is taller than the window: the failure above it is scrolled into view, not left off-screen.
    expect(await page.evaluate<boolean>("(() => { const r = document.querySelector('[role=alert]').getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()")).toBe(true);
  });
});

describe('shoppers', () => {
  it('refuses an unknown Client User ID, registers with a real one, signs in and completes the profile', async () => {
    const { page, context } = journey.browser;
    journey.browser.expectConsoleError(/status of (401|404)/);
    const store = await registerStore(false);
    const email = `uma-${unique()}@mail.test`;

    await page.getByRole('button', { name: 'Choose a different role' }).click();
    await page.getByRole('button', { name: /^User/ }).click();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Client User ID is required').waitFor();
    await fill({ name: 'Uma Iyer', email, password: 'uma-pass-1', userId: 'TRY-NOPE99' });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('alert').filter({ hasText: 'Error: No store found with this Client User ID' }).waitFor();
    await fill({ userId: store.publicId });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('status').filter({ hasText: 'User registration successful! You can now log in.' }).waitFor();

    await signIn(email, 'wrong-pass');
    await page.getByRole('alert').filter({ hasText: 'Error: Invalid email or password' }).waitFor();
    await signIn(email, 'uma-pass-1');
    await page.waitForURL('**/auth/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Uma Iyer' }).waitFor();
    await page.getByRole('region', { name: 'Profile Status' }).getByText('Not completed', { exact: true }).waitFor();
    await page.getByText('No recent activity to display').waitFor();

    // A shopper session survives a reload and a new tab.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Uma Iyer' }).waitFor();
    const other = await context.newPage();
    await other.goto('/auth');
    await other.waitForURL('**/auth/dashboard');
    await other.getByRole('heading', { name: 'Welcome, Uma Iyer' }).waitFor();
    await other.close();

    const nav = page.getByRole('navigation', { name: 'Shopper' });
    await nav.getByRole('button', { name: 'Profile' }).click();
    await page.getByText('Riya Boutique').waitFor();
    await page.getByText(store.publicId).waitFor();
    await page.getByRole('button', { name: 'Complete Basic Profile' }).click();
    const basic = page.getByRole('dialog', { name: 'Complete Basic Profile' });
    await basic.locator('input[name="phone"]').fill('12');
    await basic.getByRole('button', { name: 'Save basic profile' }).click();
    await basic.getByText('Please enter a valid phone number').waitFor();
    await basic.locator('input[name="phone"]').fill('+91 90000 11111');
    await basic.locator('select[name="gender"]').selectOption('Female');
    await basic.locator('input[name="age"]').fill('28');
    await basic.locator('input[name="height"]').fill('162');
    await basic.getByRole('button', { name: 'Save basic profile' }).click();
    await basic.waitFor({ state: 'detached' });
    await page.getByText('162 cm').waitFor();
    expect(await page.getByRole('button', { name: 'Complete Basic Profile' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Complete Style Profile' }).click();
    const style = page.getByRole('dialog', { name: 'Complete Style Profile' });
    await style.getByLabel('Dresses').check();
    await style.getByLabel('M', { exact: true }).check();
    await style.getByLabel('Blue').check();
    await style.getByRole('button', { name: 'Save style profile' }).click();
    await style.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Complete Style Profile' }).count()).toBe(0);
    await page.reload();
    await page.getByText('Blue', { exact: true }).waitFor();

    await nav.getByRole('button', { name: 'Help' }).click();
    await page.getByText('Need help? Contact our support team.').waitFor();
    await nav.getByRole('button', { name: 'Settings' }).click();
    await nav.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await expect.poll(() => page.evaluate<string | null>(USER_TOKEN)).toBeNull();
    await page.goto('/auth/dashboard');
    await page.waitForURL((url) => url.pathname === '/auth');
  });

  it('clears a stored session whose data cannot be parsed', async () => {
    const { page } = journey.browser;
    await page.goto('/auth');
    await page.evaluate("localStorage.setItem('tryown.user.token', 'x'); localStorage.setItem('tryown.user.data', '{not json')");
    await page.goto('/auth/dashboard');
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('heading', { name: 'Welcome to TryOwn' }).waitFor();
    expect(await page.evaluate<string | null>(USER_TOKEN)).toBeNull();
  });
});

describe('on a 360 px phone', () => {
  it('fits the /auth steps and the shopper dashboard, with focus on the field to fix', async () => {
    await journey.reopen({ viewport: { width: 360, height: 740 } });
    const { page } = journey.browser;
    const pageWidth = () => page.evaluate<number>('document.documentElement.scrollWidth');

    await chooseRole('Client');
    expect(await pageWidth()).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(360);
    // Every field filled but a bad mobile number: focus goes to that field, well down the form.
    const storeEmail = `phone-${unique()}@shop.test`;
    await fill({ ...storeFields(storeEmail), mobileNo: '12' });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Please enter a valid mobile number').waitFor();
    expect(await page.evaluate<string | null>("document.activeElement.getAttribute('name')")).toBe('mobileNo');
    await fill({ mobileNo: '9876543210' });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('status').filter({ hasText: 'Business registration successful! You can now log in.' }).waitFor();

    const login = await page.request.post('/api/v1/client/login', { data: { email: storeEmail, password: 'store-pass-1' } });
    const publicId = ((await login.json()) as { client: { userId: string } }).client.userId;
    const email = `ira-${unique()}@mail.test`;
    expect((await page.request.post('/api/v1/user/register', { data: { name: 'Ira Menon', email, password: 'ira-pass-1', userId: publicId } })).status()).toBe(201);

    await chooseRole('User');
    await signIn(email, 'ira-pass-1');
    await page.getByRole('heading', { name: 'Welcome, Ira Menon' }).waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Shopper' }).getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Complete Style Profile' }).click();
    await page.getByRole('dialog', { name: 'Complete Style Profile' }).waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(360);
  });
});
