import type { WidgetDress, WidgetEventRequest } from '@tryown/contracts';
import type { Services } from '../../services.ts';
import { notFound, unauthorized } from '../../lib/http-error.ts';
import { recordEvent } from '../analytics/analytics.repository.ts';
import { findDressOfStore, isUuid } from '../tryon/tryon.repository.ts';
import { findSession, openSession } from './widget-sessions.repository.ts';
import type { WidgetSettingsRow } from './widget-settings.repository.ts';

type Deps = Pick<Services, 'db' | 'storage' | 'config'>;

/** An enabled dress of the widget's store; anything else (another store's, disabled, none) is the same 404. */
export async function enabledDress({ db }: Pick<Services, 'db'>, widget: WidgetSettingsRow, id: string) {
  const dress = isUuid(id) ? await findDressOfStore(db, widget.clientId, id) : null;
  if (!dress || dress.disabled) throw notFound('This dress is not available for try-on');
  return dress;
}

export async function widgetDress(services: Deps, widget: WidgetSettingsRow, id: string): Promise<WidgetDress> {
  const dress = await enabledDress(services, widget, id);
  return { id: dress.id, name: dress.name || dress.brand || 'This dress', imageUrl: await services.storage.signedGetUrl(dress.imageKey) };
}

export async function startSession({ db, config }: Deps, widget: WidgetSettingsRow) {
  const expiresAt = new Date(Date.now() + config.widget.retentionHours * 3_600_000);
  const { token } = await openSession(db, widget.clientId, expiresAt);
  return { token, expiresAt: expiresAt.toISOString() };
}

/** The visitor's live session of this store, from the x-tryown-session header. */
export async function sessionOf({ db }: Pick<Services, 'db'>, widget: WidgetSettingsRow, token: string | undefined) {
  const session = token ? await findSession(db, widget.clientId, token) : null;
  if (!session) throw unauthorized('Your try-on session has ended. Please open the try-on again.');
  return session;
}

/** What the widget reports: opened, downloaded, and the shop's add-to-cart (for a dress of this store). */
export async function recordWidgetEvent(services: Deps, widget: WidgetSettingsRow, token: string | undefined, input: WidgetEventRequest) {
  const session = token ? await findSession(services.db, widget.clientId, token) : null;
  const dress = isUuid(input.dressId) ? await findDressOfStore(services.db, widget.clientId, input.dressId) : null;
  if (!dress) throw notFound('This dress is not in this shop');
  await recordEvent(services.db, { clientId: widget.clientId, kind: input.kind, source: 'widget', dressId: dress.id, actor: session ? `widget:${session.id}` : null });
}
