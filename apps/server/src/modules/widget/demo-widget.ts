import type { WidgetModel } from '@tryown/contracts';
import type { Db } from '../../db/client.ts';
import { findDemoStore } from '../../demo/demo-data.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { analysisStateOf } from '../../tryon/photo-analysis.ts';
import { firstEnabledDresses } from '../dresses/dresses.repository.ts';
import { findModelAnalysis, modelsInAddedOrder } from '../models/models.repository.ts';
import { isUuid } from '../tryon/tryon.repository.ts';
import { openToOwnSite, settingsOfStore, type WidgetSettingsRow } from './widget-settings.repository.ts';

const DEMO_DRESSES = 12;
const DEMO_MODELS = 6;
/** The config is read once per page load, so the offered models' images stay signed for a long visit. */
const MODEL_IMAGE_TTL_SECONDS = 12 * 3600;
const MODEL_NOT_OFFERED = 'This model is not available for try-on';

/**
 * The landing's "Try a demo" runs the storefront widget against the demo store: its widget is on,
 * and usable on TryOwn's own pages (same origin) without listing an origin the server cannot know.
 * `store` is the demo store as ensureDemoStore returned it (read here when not given).
 */
export async function ensureDemoWidget(db: Db, store?: { id: string } | null) {
  if (store === undefined) store = await findDemoStore(db);
  if (!store) return;
  await openToOwnSite(db, store.id);
}

/** The demo's key and enabled dresses, or null when this server has no demo store (DEMO_DATA=0) or its widget is off (no dress is read then). */
export async function demoCatalogue(db: Db) {
  const store = await findDemoStore(db);
  if (!store) return null;
  const settings = await settingsOfStore(db, store.id);
  if (!settings.enabled || !settings.allowOwnSite) return null;
  return { key: settings.publicKey, dresses: await firstEnabledDresses(db, store.id, DEMO_DRESSES) };
}

/**
 * Whether a widget offers its store's models instead of the visitor's own photo: only the landing
 * demo's, whose `allowOwnSite` only the demo's seed sets (ensureDemoWidget). A store's own widget
 * serves its visitors' photos only (decision 0111).
 */
const offersModels = (widget: WidgetSettingsRow) => widget.allowOwnSite;

/**
 * The models a widget offers: its store's first few analysed as ready (a refused or unchecked one is
 * left out); none for a store's own widget. Read per config request, so only their analysis summaries.
 */
async function modelsOffered(db: Db, widget: WidgetSettingsRow) {
  if (!offersModels(widget)) return [];
  const rows = await modelsInAddedOrder(db, widget.clientId);
  return rows.filter((row) => analysisStateOf(row.analysis).state === 'ready').slice(0, DEMO_MODELS);
}

/** The offered models as the widget's config lists them, with signed images. */
export async function offeredModels(db: Db, storage: ObjectStorage, widget: WidgetSettingsRow): Promise<WidgetModel[]> {
  const rows = await modelsOffered(db, widget);
  return Promise.all(rows.map(async (row) => ({ id: row.id, name: row.name, imageUrl: await storage.signedGetUrl(row.imageKey, MODEL_IMAGE_TTL_SECONDS) })));
}

/** One offered model with its whole analysis (a visitor's copy of it keeps it), or 404 (another store's, not ready, or a widget that offers none). */
export async function offeredModel(db: Db, widget: WidgetSettingsRow, id: string) {
  const model = isUuid(id) ? (await modelsOffered(db, widget)).find((row) => row.id === id) : undefined;
  const analysis = model ? await findModelAnalysis(db, model.id) : null;
  if (!model || !analysis) throw notFound(MODEL_NOT_OFFERED);
  return { ...model, analysis };
}
