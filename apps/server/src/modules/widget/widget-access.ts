import type { FastifyReply, FastifyRequest } from 'fastify';
import { WidgetKeyParamSchema } from '@tryown/contracts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/http-error.ts';
import { settingsByKey, type WidgetSettingsRow } from './widget-settings.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    widget: WidgetSettingsRow | null;
  }
}

/** The headers a widget request may carry besides the simple ones. */
export const WIDGET_REQUEST_HEADERS = 'content-type, x-tryown-session';

/**
 * The page's origin. Browsers send `Origin` on every cross-origin request; a same-origin GET (our
 * own landing demo) has none, and `Sec-Fetch-Site: same-origin` vouches for it instead.
 */
function originOf(request: FastifyRequest): { origin: string | null; ownSite: boolean } {
  const origin = request.headers.origin ?? null;
  const host = request.headers.host;
  if (origin) {
    let originHost = '';
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = '';
    }
    return { origin, ownSite: Boolean(host) && originHost === host };
  }
  return { origin: null, ownSite: request.headers['sec-fetch-site'] === 'same-origin' };
}

/**
 * Every /widget/{key}/... request: a key that exists (looked up each time, so a rotated key stops at
 * once) and a page origin on that key's list. Only then is CORS answered, for that origin alone;
 * a wrong key or origin gets 403 without it, so the page's script cannot read anything.
 */
export async function checkWidgetAccess(db: Db, request: FastifyRequest, reply: FastifyReply, key: string | undefined) {
  // Runs before the route's own validation: a key that cannot be one (NUL, too long) never reaches a query.
  const settings = key && WidgetKeyParamSchema.shape.key.safeParse(key).success ? await settingsByKey(db, key) : null;
  if (!settings) throw forbidden('This TryOwn widget key is not valid');
  const { origin, ownSite } = originOf(request);
  const allowed = (origin !== null && settings.origins.includes(origin)) || (ownSite && settings.allowOwnSite);
  if (!allowed) throw forbidden(`The origin ${origin ?? '(unknown)'} is not allowed to use this TryOwn widget key`);
  if (origin) reply.header('access-control-allow-origin', origin);
  reply.header('vary', 'Origin');
  // Past this point the page may read our answers, so it can say why nothing happens.
  if (!settings.enabled) throw forbidden('Try-on is switched off for this shop');
  request.widget = settings;
  return settings;
}

export function widgetOf(request: FastifyRequest): WidgetSettingsRow {
  if (!request.widget) throw forbidden('This TryOwn widget key is not valid');
  return request.widget;
}
