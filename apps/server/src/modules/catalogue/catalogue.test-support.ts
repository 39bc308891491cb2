import sharp from 'sharp';
import { tabs } from '../../db/schema.ts';
import { bearer, type TestApp } from '../../../test/helper.ts';
import { defaultTabs } from '../tabs/default-tabs.ts';
import { drawGarment } from '../../demo/demo-images.ts';
import { EVAL_PERSON, evalPhoto, hasEvalPhotos } from '../../../test/eval-photos.ts';

/** A real image, drawn here: a coloured rectangle of the given size. */
export const drawImage = (format: 'png' | 'jpeg' | 'webp' = 'png', width = 640, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 120 } } })
    .toFormat(format)
    .toBuffer();

/** A garment drawn flat on a white background, as the engine accepts at upload (PNG). */
export const drawnGarment = async (shape: Parameters<typeof drawGarment>[0] = 'dress') => sharp(await drawGarment(shape, '#273c75', '#74b9ff')).png().toBuffer();

/**
 * What each area accepts by default: a real photo of a person for models (from ../shared/eval; without it a
 * drawn rectangle, which the check at upload refuses, so tests that add models skip), a drawn garment for dresses, a drawn rectangle for a logo.
 */
async function defaultImage(area: 'models' | 'dress' | 'client/profile/logo', fileType: string) {
  if (area === 'models' && hasEvalPhotos) return sharp(await evalPhoto(EVAL_PERSON)).toFormat(fileType === 'image/jpeg' ? 'jpeg' : 'png').toBuffer();
  if (area === 'dress') return drawnGarment();
  return drawImage();
}

/** The spec's two steps: an upload URL from `<area>/upload-url`, then one PUT of the bytes. */
export async function uploadImage(t: TestApp, token: string, area: 'models' | 'dress' | 'client/profile/logo', body?: Buffer, fileType = 'image/png') {
  const slot = await t.app.inject({ method: 'GET', url: `/api/v1/${area}/upload-url`, query: { fileName: 'photo.png', fileType }, headers: bearer(token) });
  if (slot.statusCode !== 200) throw new Error(`upload-url failed: ${slot.body}`);
  const { url, key } = slot.json() as { url: string; key: string };
  const put = await t.app.inject({ method: 'PUT', url, payload: body ?? (await defaultImage(area, fileType)), headers: { 'content-type': fileType } });
  return { key, url, put };
}

/** The default tabs a new store gets (the test factory makes bare rows). */
export async function giveDefaultTabs(t: TestApp, clientId: string) {
  const rows = defaultTabs().map((tab) => ({ ...tab, clientId }));
  await t.services.db.insert(tabs).values(rows);
  return { models: rows.find((r) => r.screen === 'models')!, store: rows.find((r) => r.screen === 'dresses')! };
}
