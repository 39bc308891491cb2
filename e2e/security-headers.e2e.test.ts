import { expect, it } from 'vitest';
import { useJourney } from './support/journey.ts';

// The Content-Security-Policy in a real browser: the web app, Swagger UI and Google sign-in (its
// script, style and button frame, served here by a stand-in since Google cannot be reached) run
// with no violation; every journey also fails on one (support/browser.ts).
const journey = useJourney({ GOOGLE_CLIENT_ID: 'e2e-client.apps.googleusercontent.com' });

/** What Google Identity Services does on a page, from its own origins: a stylesheet and a button frame. */
const GIS_STAND_IN = `window.google = { accounts: { id: {
  initialize() {},
  renderButton(parent) {
    const style = document.createElement('link'); style.rel = 'stylesheet'; style.href = 'https://accounts.google.com/gsi/style'; document.head.appendChild(style);
    const frame = document.createElement('iframe'); frame.src = 'https://accounts.google.com/gsi/button?client_id=e2e'; frame.title = 'Sign in with Google'; parent.appendChild(frame);
  },
} } };`;

it('serves every page under a policy that blocks inline script, and the app runs with no violation', async () => {
  const { page } = journey.browser;
  const response = await page.goto('/');
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
  expect(response!.headers()['x-frame-options']).toBe('DENY');
  await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true);
  // An injected inline script does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.appendChild(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  journey.browser.expectConsoleError(/Executing inline script violates|CSP violation: script-src(-elem)? blocked inline/);
});

it('lets Swagger UI render the API documentation', async () => {
  const { page } = journey.browser;
  await page.goto('/api/docs/');
  await page.locator('.swagger-ui .info .title').waitFor({ timeout: 20_000 });
  await page.locator('.opblock').first().waitFor();
  expect(await page.locator('.opblock').count()).toBeGreaterThan(30);
});

it('lets Google sign-in load its script, style and button frame on the sign-in page', async () => {
  const { page } = journey.browser;
  await page.route('https://accounts.google.com/gsi/client', (route) => route.fulfill({ contentType: 'text/javascript', body: GIS_STAND_IN }));
  await page.route('https://accounts.google.com/gsi/style', (route) => route.fulfill({ contentType: 'text/css', body: '.gsi { color: #000; }' }));
  await page.route('https://accounts.google.com/gsi/button**', (route) => route.fulfill({ contentType: 'text/html', body: '<button>Sign in with Google</button>' }));
  await page.goto('/auth?role=client&step=login');
  await page.locator('iframe[title="Sign in with Google"]').first().waitFor({ timeout: 20_000 });
  await expect.poll(() => page.evaluate(() => Array.from(document.styleSheets).some((sheet) => sheet.href === 'https://accounts.google.com/gsi/style'))).toBe(true);
});
