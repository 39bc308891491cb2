import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.ts';
import { ADMIN_REGISTRATION_CODE, repoRoot, SUPERADMIN } from './support/server.ts';

// The public area: the spec's words (sections 1, 2 'Public area', 9), the carousel, every link, the
// placeholders, the catch-all, and the contact form down to the stored enquiry.

const CONTACT = { CONTACT_ADDRESS: '9 Loom Lane, Jaipur 302001', CONTACT_PHONE: '+91 141 555 0199', CONTACT_EMAIL: 'demo@tryown.test' };
const SHOTS = path.join(repoRoot, 'test-results/public');

const BENEFITS = ['Save trial-room time', 'Better in-store engagement', 'Try from home', 'Fewer product returns', 'Seamless digital shopping'];
const FEATURES = ['AI try-on', 'Mobile and in-store smart mirrors', 'E-commerce integration', 'Analytics dashboard', 'Quick implementation', 'Secure and private handling of customer data'];
const PLANS = [
  { name: 'Essential Try-On Mode', features: ['AI try-on', 'local storage of 20 items', 'no TV/display support', 'no e-commerce', 'in-store branding', 'basic preference log'] },
  { name: 'Virtual Showcase Mode', features: ['high-speed AI try-on', 'upload 50 items', 'browse 100 store items', 'e-commerce view only', 'wishlist save', 'basic dress analytics'] },
  {
    name: 'Full Commerce Mode',
    features: ['ultra-fast AI try-on', 'full e-commerce', 'payment system', 'delivery integration', 'TV/smart mirror support', 'WhatsApp confirmations', 'SMS confirmations', 'smart recommendations'],
  },
];
const NAV = [
  { label: 'Features', path: '/features', title: 'Features' },
  { label: 'Pricing', path: '/pricing', title: 'Pricing' },
];
const FOOTER = [
  { label: 'About', path: '/about' },
  { label: 'Contact', path: '/contact' },
  { label: 'Virtual Try-On', path: '/services/virtual-try-on' },
  { label: 'AI Recommendations', path: '/services/ai-recommendations' },
  { label: 'E-commerce', path: '/services/e-commerce' },
  { label: 'Analytics', path: '/services/analytics' },
  { label: 'Custom Solutions', path: '/services/custom' },
  { label: 'Privacy Policy', path: '/privacy' },
  { label: 'Terms of Service', path: '/terms' },
  { label: 'Cookie Policy', path: '/cookies' },
];
const ACTIVE_SLIDE = '[aria-roledescription="slide"][data-active="true"] img';

const journey = useJourney(CONTACT, { viewport: { width: 1440, height: 900 } });
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const pathname = () => new URL(journey.browser.page.url()).pathname;

async function superadminEnquiries(): Promise<{ name: string; email: string; message: string }[]> {
  const login = await fetch(`${journey.server.baseUrl}/api/v1/superadmin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SUPERADMIN) });
  const { token } = (await login.json()) as { token: string };
  const list = await fetch(`${journey.server.baseUrl}/api/v1/superadmin/enquiries`, { headers: { authorization: `Bearer ${token}` } });
  expect(list.status).toBe(200);
  return ((await list.json()) as { data: { name: string; email: string; message: string }[] }).data;
}

async function openContactForm() {
  const { page } = journey.browser;
  await page.goto('/');
  await page.locator('#contact').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.waitFor();
  return form;
}

describe('landing page', () => {
  it("shows every section's text: hero, benefits, features, the three plans, gallery and contact", async () => {
    const { page } = journey.browser;
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Try it | Own it');
    expect(await page.getByRole('link', { name: 'Try a demo' }).getAttribute('href')).toBe('/demo');
    expect(await page.getByRole('link', { name: 'Book a demo' }).first().getAttribute('href')).toBe('/#contact');
    expect(await page.locator('[aria-roledescription="slide"]').count()).toBe(5);

    const benefits = page.getByRole('region', { name: 'Happier shoppers, busier tills' });
    expect(await benefits.locator('h3').allTextContents()).toEqual(BENEFITS);
    const features = page.getByRole('region', { name: /^Everything a store needs to offer try.on$/ });
    expect(await features.locator('h3').allTextContents()).toEqual(FEATURES);

    const plans = page.getByRole('region', { name: 'A mode for every store' });
    for (const plan of PLANS) {
      const card = plans.getByRole('article', { name: plan.name });
      expect(await card.locator('h3').textContent()).toBe(plan.name);
      expect(await card.locator('li').allTextContents()).toEqual(plan.features);
      // A drawn mark, not an emoji (boxes where no emoji font is installed).
      const mark = card.getByRole('img', { name: `${plan.name} icon` });
      expect(await mark.locator('svg path').count()).toBeGreaterThan(0);
      expect(await card.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
    }
    const highlighted = plans.locator('article[data-highlighted="true"]');
    expect(await highlighted.getAttribute('aria-label')).toBe('Virtual Showcase Mode');
    expect(await highlighted.getByRole('link').textContent()).toBe('Most Popular');
    expect(await plans.getByText('Most Popular').count()).toBe(1);
    expect(await plans.textContent()).not.toMatch(/[₹$€£]|\d+\s*\/\s*mo/);

    const gallery = page.getByRole('region', { name: 'Made with TryOwn' });
    const pictures = gallery.getByRole('img');
    expect(await pictures.count()).toBe(6);
    for (let i = 0; i < 6; i++) expect(await pictures.nth(i).getAttribute('alt')).toMatch(/^Try-on result: /);
    expect(await gallery.locator('img[loading="lazy"]').count()).toBe(12);

    const contact = page.getByRole('region', { name: 'Book a demo for your store' });
    await contact.scrollIntoViewIfNeeded();
    await contact.getByText(CONTACT.CONTACT_ADDRESS).waitFor();
    expect(await contact.getByRole('link', { name: CONTACT.CONTACT_PHONE }).getAttribute('href')).toBe('tel:+911415550199');
    expect(await contact.getByRole('link', { name: CONTACT.CONTACT_EMAIL }).getAttribute('href')).toBe(`mailto:${CONTACT.CONTACT_EMAIL}`);
    for (const name of ['name', 'email', 'message']) expect(await contact.locator(`[name="${name}"]`).count()).toBe(1);

    // Only the project's own drawings, each described.
    // (Page-side expressions are strings: this project compiles without DOM types.)
    const images = await page.evaluate<{ src: string; alt: string; hidden: boolean }[]>(
      "[...document.images].map((img) => ({ src: img.getAttribute('src'), alt: img.alt, hidden: Boolean(img.closest('[aria-hidden=\"true\"]')) }))",
    );
    expect(images.length).toBe(5 + 12);
    for (const image of images) {
      expect(image.src).toMatch(/^\/landing\/(hero|gallery)-\d\.svg$/);
      if (!image.hidden) expect(image.alt.length).toBeGreaterThan(10);
    }
  });

  it('advances the carousel on its own, and keeps playing after the visitor uses it', async () => {
    const { page } = journey.browser;
    await page.goto('/');
    const first = await page.locator(ACTIVE_SLIDE).getAttribute('src');
    expect(first).toBe('/landing/hero-1.svg');
    await expect.poll(() => page.locator(ACTIVE_SLIDE).getAttribute('src'), { timeout: 8_000 }).toBe('/landing/hero-2.svg');

    await page.getByRole('button', { name: 'Previous slide' }).click();
    expect(await page.locator(ACTIVE_SLIDE).getAttribute('src')).toBe('/landing/hero-1.svg');
    await page.getByRole('button', { name: /^Show slide 5/ }).click();
    expect(await page.locator(ACTIVE_SLIDE).getAttribute('src')).toBe('/landing/hero-5.svg');
    // Loops from the last slide back to the first without further input.
    await expect.poll(() => page.locator(ACTIVE_SLIDE).getAttribute('src'), { timeout: 8_000 }).toBe('/landing/hero-1.svg');

    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.getByRole('button', { name: 'Play slideshow' }).waitFor();
  });

  it('reveals sections as they scroll in, hides them the way they leave, again and again; the gallery loops in 20 s', async () => {
    const { page } = journey.browser;
    await page.goto('/');
    const heading = page.locator('#benefits [data-reveal]').first();
    const state = () => heading.getAttribute('data-reveal');
    expect(await state()).toBe('below');
    expect(await heading.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.8s, 0.8s');
    await page.evaluate("document.querySelector('#benefits').scrollIntoView()");
    await expect.poll(state).toBe('in');
    // Records each state the heading leaves, in order.
    await page.evaluate(`window.__reveals = []; new MutationObserver((records) => records.forEach((r) => window.__reveals.push(r.oldValue)))
      .observe(document.querySelector('#benefits [data-reveal]'), { attributes: true, attributeFilter: ['data-reveal'], attributeOldValue: true })`);
    for (let round = 0; round < 2; round++) {
      // Scrolled past: it leaves upwards (mirrored).
      await page.evaluate("document.querySelector('#plans').scrollIntoView()");
      await expect.poll(state).toBe('above');
      // A jump back to the top never crosses it; scrolled to again, it still rises from below.
      await page.evaluate('window.scrollTo(0, 0)');
      await page.evaluate('window.__reveals = []');
      await page.evaluate("document.querySelector('#benefits').scrollIntoView()");
      await expect.poll(state).toBe('in');
      expect(await page.evaluate('window.__reveals')).toEqual(['above', 'below']);
    }
    await page.evaluate('window.scrollTo(0, 0)');
    await expect.poll(state).toBe('below');
    const marquee = page.locator('.tryown-marquee');
    expect(await marquee.evaluate((el) => [getComputedStyle(el).animationDuration, getComputedStyle(el).animationIterationCount])).toEqual(['20s', 'infinite']);

    // Reduced motion: everything shows at once and nothing slides.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await state()).toBe('below');
    expect(await heading.evaluate((el) => [getComputedStyle(el).opacity, getComputedStyle(el).transform])).toEqual(['1', 'none']);
    expect(await marquee.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });

  it('is served at /home too, and any unknown path goes to /', async () => {
    const { page } = journey.browser;
    await page.goto('/home');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Try it | Own it');
    for (const unknown of ['/no-such-page', '/services/unknown/deeper']) {
      await page.goto(unknown);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1, name: 'Try it | Own it' }).waitFor();
    }
  });
});

describe('links and placeholders', () => {
  it('reaches a page from every header link, including Get Started', async () => {
    const { page } = journey.browser;
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of NAV) {
      await page.goto('/');
      await nav.getByRole('link', { name: link.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === link.path);
      await page.getByRole('heading', { level: 1, name: link.title, exact: true }).waitFor();
      await page.getByText('This page is coming soon.').waitFor();
    }
    // Demo is the working try-on demo (widget.e2e.test.ts), not a placeholder.
    await nav.getByRole('link', { name: 'Demo', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Try it on yourself' }).waitFor();
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Try it | Own it' }).waitFor();

    expect(await nav.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/auth');
    await nav.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/auth'));
    expect(pathname()).toMatch(/^\/auth/);
  });

  it('reaches a placeholder page from every footer link', async () => {
    const { page } = journey.browser;
    await page.goto('/');
    const footer = page.locator('footer');
    const hrefs = await page.evaluate<string[]>("[...document.querySelectorAll('footer nav a')].map((a) => a.getAttribute('href'))");
    expect(hrefs).toEqual(FOOTER.map((link) => link.path));
    for (const link of FOOTER) {
      await footer.getByRole('link', { name: link.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === link.path);
      await page.getByRole('heading', { level: 1, name: link.label, exact: true }).waitFor();
      await page.getByText('This page is coming soon.').waitFor();
    }
  });

  it('shows the title and "This page is coming soon." on /features, /pricing and /contact', async () => {
    const { page } = journey.browser;
    for (const [path, title] of [
      ['/features', 'Features'],
      ['/pricing', 'Pricing'],
      ['/contact', 'Contact'],
    ] as const) {
      await page.goto(path);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await page.locator('main p').first().textContent()).toBe('This page is coming soon.');
      expect(await page.title()).toBe(`${title} · TryOwn`);
    }
    // Until /contact is built it leads to the working form on the landing page.
    await page.getByRole('link', { name: 'Send us a message' }).click();
    await page.getByRole('form', { name: 'Contact form' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#contact');
  });
});

describe('contact form', () => {
  it('refuses a bad e-mail with a message and stores nothing', async () => {
    const before = (await superadminEnquiries()).length;
    const form = await openContactForm();
    await form.locator('[name="name"]').fill('Meera Kapoor');
    await form.locator('[name="email"]').fill('meera@nowhere');
    await form.locator('[name="message"]').fill('Do you support smart mirrors?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Please enter a valid email address').waitFor();
    expect(await form.locator('[name="email"]').getAttribute('aria-invalid')).toBe('true');
    expect(await form.locator('[name="email"]').inputValue()).toBe('meera@nowhere');
    expect((await superadminEnquiries()).length).toBe(before);
  });

  it('sends an enquiry: a toast thanks the visitor, the form clears and the super admin sees it', async () => {
    const { page } = journey.browser;
    const form = await openContactForm();
    const message = `We run 4 stores in Pune. Can we book a demo? (${Date.now()})`;
    await form.locator('[name="name"]').fill('Rohan Mehta');
    await form.locator('[name="email"]').fill('rohan@mehta-fashion.test');
    await form.locator('[name="message"]').fill(message);
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you! We will get back to you soon.').waitFor();
    for (const name of ['name', 'email', 'message']) expect(await form.locator(`[name="${name}"]`).inputValue()).toBe('');

    const stored = await superadminEnquiries();
    expect(stored[0]).toMatchObject({ name: 'Rohan Mehta', email: 'rohan@mehta-fashion.test', message });

    // The super admin reads it under Support, an admin under Tickets: newest first, with its date.
    await page.goto('/superadmin');
    await page.locator('[name="email"]').fill(SUPERADMIN.email);
    await page.locator('[name="password"]').fill(SUPERADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/superadmin/dashboard');
    await page.getByRole('button', { name: 'Support' }).click();
    await expectNewestEnquiry(message);

    const admin = { name: 'Tara Admin', email: `tara-${Date.now()}@tryown.test`, password: 'Admin-Secret-42' };
    const registered = await fetch(`${journey.server.baseUrl}/api/v1/admin/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...admin, admincode: ADMIN_REGISTRATION_CODE }),
    });
    expect(registered.status).toBe(201);
    await page.goto('/admin/login');
    await page.locator('[name="email"]').fill(admin.email);
    await page.locator('[name="password"]').fill(admin.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await page.getByRole('button', { name: 'Tickets' }).click();
    await expectNewestEnquiry(message);
  });

  async function expectNewestEnquiry(message: string) {
    const firstRow = journey.browser.page.getByRole('region', { name: 'Enquiries' }).locator('tbody tr').first();
    await firstRow.getByText('Rohan Mehta').waitFor();
    expect(await firstRow.innerText()).toContain('rohan@mehta-fashion.test');
    expect(await firstRow.innerText()).toContain(message);
    expect(await firstRow.innerText()).toMatch(/\d{4}/);
  }
});

describe('look at 360 px and 1440 px', () => {
  it('fits a 360 px phone (menu included) and saves screenshots of both widths', async () => {
    await journey.browser.close();
    for (const width of [360, 1440]) {
      await journey.reopen({ viewport: { width, height: 800 } });
      const { page } = journey.browser;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      // Scroll through once so the lazy pictures and the contact panel load.
      const height = await page.evaluate<number>('document.documentElement.scrollHeight');
      for (let y = 0; y < height; y += 500) await page.evaluate(`window.scrollTo(0, ${y})`);
      await page.getByRole('form', { name: 'Contact form' }).waitFor();
      await page.evaluate('window.scrollTo(0, 0)');
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      await page.screenshot({ path: path.join(SHOTS, `landing-${width}.png`), fullPage: true });

      if (width === 360) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.screenshot({ path: path.join(SHOTS, 'menu-360.png') });
        await page.locator('#public-mobile-menu').getByRole('link', { name: 'Pricing' }).click();
        await page.waitForURL((url) => url.pathname === '/pricing');
        expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
      }
    }
  });
});
