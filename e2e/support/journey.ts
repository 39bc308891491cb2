import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { openBrowser, type BrowserOptions, type TestBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * One journey file's set-up: the real server started once (with `env`) and a fresh browser for each
 * test; a test fails when its page logged errors.
 */
export function useJourney(env: Record<string, string> = {}, options: BrowserOptions = {}) {
  let server: RunningServer | undefined;
  let browser: TestBrowser | undefined;
  const running = () => {
    if (!server) throw new Error('the server has not started');
    return server;
  };
  const finish = async () => {
    if (!browser) return;
    const errors = browser.consoleErrors();
    await browser.close();
    browser = undefined;
    expect(errors, 'the page logged errors').toEqual([]);
  };
  beforeAll(async () => {
    server = await startServer(env);
  });
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(async () => {
    browser = await openBrowser(running().baseUrl, options);
  });
  afterEach(finish);
  return {
    get server() {
      return running();
    },
    get browser() {
      if (!browser) throw new Error('no browser is open');
      return browser;
    },
    /** Calls the API as a script would (JSON in and out); a non-2xx answer throws with its body. */
    async api(path: string, init: { method?: string; body?: object; token?: string } = {}) {
      const response = await fetch(`${running().baseUrl}/api/v1${path}`, {
        method: init.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      const json = (await response.json()) as Record<string, unknown>;
      if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
      return json;
    },
    /** Ends this test's browser (failing on logged errors) and opens one with other options (a phone). */
    async reopen(other: BrowserOptions) {
      await finish();
      browser = await openBrowser(running().baseUrl, other);
      return browser;
    },
  };
}
