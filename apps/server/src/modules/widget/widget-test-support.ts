import type { TestApp } from '../../../test/helper.ts';
import { bearer } from '../../../test/helper.ts';
import { createClient } from '../../../test/factories.ts';

export const SHOP = 'https://shop.example';

/** A store whose widget is on for SHOP, with its key. */
export async function storeWithWidget(t: TestApp, settings: { origins?: string[]; enabled?: boolean; monthlyCap?: number } = {}) {
  const store = await createClient(t.services);
  const body = { origins: [SHOP], enabled: true, monthlyCap: 100, ...settings };
  const res = await t.app.inject({ method: 'PUT', url: '/api/v1/client/widget', headers: bearer(store.token), payload: body });
  return { store, key: res.json().key as string };
}

/** A widget call as a browser on `origin` makes it. */
export function widgetCall(t: TestApp, method: 'GET' | 'POST' | 'OPTIONS', url: string, options: { origin?: string; session?: string; payload?: object; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.origin !== undefined) headers.origin = options.origin;
  if (options.session) headers['x-tryown-session'] = options.session;
  return t.app.inject({ method, url: `/api/v1/widget/${url}`, headers, ...(options.payload ? { payload: options.payload } : {}) });
}

/** Polls a widget try-on (through `call`, the visitor's session) until it ends. */
export async function finished(call: (method: 'GET', url: string) => Promise<{ json(): { status: string } }>, taskId: string) {
  for (;;) {
    const task = (await call('GET', `/tryons/${taskId}`)).json();
    if (task.status === 'COMPLETED' || task.status === 'FAILED') return task;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
