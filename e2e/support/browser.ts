import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

// Debian's Chromium in a container: no sandbox, no GPU, and nothing that phones home during a test.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type TestBrowser = {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far (minus the expected ones). */
  consoleErrors: () => string[];
  /** Declares a console error this test provokes on purpose (e.g. the 401 of a wrong password). */
  expectConsoleError: (pattern: RegExp) => void;
  close: () => Promise<void>;
};

export type BrowserOptions = { viewport?: { width: number; height: number }; hasTouch?: boolean };

/** A fresh Chromium profile per call, so no storage leaks between tests. */
export async function openBrowser(baseUrl: string, options: BrowserOptions = {}): Promise<TestBrowser> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'tryown-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    // A phone: touch input and no hover (`hasTouch` also makes `(hover: hover)` false).
    ...(options.hasTouch ? { hasTouch: true, isMobile: true } : {}),
  });
  const errors: string[] = [];
  const expected: RegExp[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  };
  // A Content-Security-Policy violation is an error of the page, even where the browser logs none.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`));
  });
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    consoleErrors: () => errors.filter((text) => !expected.some((pattern) => pattern.test(text))),
    expectConsoleError: (pattern) => expected.push(pattern),
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
