import sharp from 'sharp';
import { tabs } from '../../db/schema.ts';
import { bearer, type TestApp } from '../../../test/helper.ts';
import { defaultTabs } from '../tabs/default-tabs.ts';

/** A real image, drawn here: a coloured rectangle of the given size. */
export const drawImage = (format: 'png' | 'jpeg' | 'webp' = 'png', width = 640, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 120 } } })
    .toFormat(format)
    .toBuffer();

/** The spec's two steps: an upload URL from `<area>/upload-url`, then one PUT of the bytes. */
export async function uploadImage(t: TestApp, token: string, area: 'models' | 'dress' | 'client/profile/logo', body?: Buffer, fileType = 'image/png') {
  const slot = await t.app.inject({ method: 'GET', url: `/api/v1/${area}/upload-url`, query: { fileName: 'photo.png', fileType }, headers: bearer(token) });
  if (slot.statusCode !== 200) throw new Error(`upload-url failed: ${slot.body}`);
  const { url, key } = slot.json() as { url: string; key: string };
  const put = await t.app.inject({ method: 'PUT', url, payload: body ?? (await drawImage()), headers: { 'content-type': fileType } });
  return { key, url, put };
}

/** The default tabs a new store gets (the test factory makes bare rows). */
export async function giveDefaultTabs(t: TestApp, clientId: string) {
  const rows = defaultTabs().map((tab) => ({ ...tab, clientId }));
  await t.services.db.insert(tabs).values(rows);
  return { models: rows.find((r) => r.name === 'Models')!, store: rows.find((r) => r.name === 'Store')! };
}
