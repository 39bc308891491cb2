import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { clients, dresses, models } from '../db/schema.ts';
import { createClientAccount } from '../modules/clients/client.service.ts';
import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';
import { objectKeys } from '../storage/keys.ts';
import { storeUploadedImage } from '../storage/upload-slots.ts';
import { recordUploadSlot } from '../storage/upload-slots.repository.ts';
import { printOnce } from '../bootstrap.ts';
import { readCredentials, writeCredentials } from '../credentials-file.ts';
import { inStartupTurn } from '../db/startup-turn.ts';
import { clothTypeOf } from '@tryown/contracts';
import { garmentRecordFor, personRecordFor } from '../tryon/photo-analysis.ts';
import { drawGarment, drawModel, type GarmentShape } from './demo-images.ts';

export const DEMO_EMAIL = 'demo-store@tryown.local';

const DEMO_MODELS = [
  { name: 'Asha', category: 'Women', age: 27, height: 168, chest: 86, waist: 70, look: ['#e0ac69', '#2d1b10', '#f5f6fa', '#dfe6e9'] },
  { name: 'Ravi', category: 'Men', age: 31, height: 178, chest: 98, waist: 82, look: ['#c68642', '#111111', '#dcdde1', '#c7ecee'] },
  { name: 'Mei', category: 'Women', age: 24, height: 162, chest: 82, waist: 66, look: ['#f1c27d', '#3b2314', '#ffffff', '#fde2e4'] },
] as const;

const DEMO_DRESSES: Array<{ name: string; brand: string; category: string; subcategory: string; type: string; price: number; originalPrice: number; shape: GarmentShape; colours: [string, string]; isNewArrival?: boolean }> = [
  { name: 'Sunday Polka Dress', brand: 'TryOwn Studio', category: 'Women', subcategory: 'Western', type: 'Dresses', price: 1499, originalPrice: 1999, shape: 'dress', colours: ['#e84393', '#ffffff'], isNewArrival: true },
  { name: 'Indigo Tee', brand: 'TryOwn Basics', category: 'Men', subcategory: '', type: 'T-Shirts', price: 599, originalPrice: 599, shape: 'top', colours: ['#273c75', '#74b9ff'] },
  { name: 'Saffron Kurta Top', brand: 'TryOwn Studio', category: 'Women', subcategory: '', type: 'Tops', price: 899, originalPrice: 1299, shape: 'top', colours: ['#f39c12', '#c0392b'] },
  { name: 'Midnight A-line Skirt', brand: 'TryOwn Studio', category: 'Women', subcategory: 'Western', type: 'Skirts', price: 999, originalPrice: 999, shape: 'skirt', colours: ['#2d3436', '#a29bfe'] },
  { name: 'Stone Chinos', brand: 'TryOwn Basics', category: 'Men', subcategory: 'Western', type: 'Trousers', price: 1199, originalPrice: 1499, shape: 'trousers', colours: ['#b2a48c', '#8c7b62'] },
];

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((size) => ({ size, selected: true }));

const demoStoreAccount = (password: string) => ({
  name: 'Demo Owner',
  email: DEMO_EMAIL,
  password,
  businessName: 'TryOwn Demo Boutique',
  gstNo: '29ABCDE1234F1Z5',
  panNo: 'ABCDE1234F',
  mobileNo: '9876543210',
  address: '12 Market Street',
  city: 'Bengaluru',
  pincode: '560001',
  websiteUrl: null,
});

export type DemoStore = { id: string; publicId: string };

/** The demo store's ids, or null when there is none (DEMO_DATA=0, or not seeded yet). */
export const findDemoStore = async (db: Db): Promise<DemoStore | null> => (await db.select({ id: clients.id, publicId: clients.publicId }).from(clients).where(eq(clients.email, DEMO_EMAIL)).limit(1))[0] ?? null;

/** The file's labels, as a person reads them. */
const CLIENT_USER_ID = 'Client User ID';

/**
 * On first start (DEMO_DATA=1) a demo store with a few models and dresses, so a newcomer can sign in
 * and look around at once. Its password is generated, printed once and kept (mode 600) under DATA_DIR.
 *
 * Crash-safe and idempotent (decision 0070): the password is written to the credentials file before
 * anything else, the pictures are written as uploads no record holds yet (the sweeper takes them if
 * the store never commits), and the store, its tabs, models and dresses commit in one transaction.
 * A start cut off anywhere is finished by the next: no store yet, so it is seeded with the password
 * already on disk; or the store is there, so the file only gets its Client User ID line.
 *
 * Processes starting at once on one database take turns (inStartupTurn, as for the super admin): only
 * the one that finds no store in its turn files a password, creates the store and prints; the others
 * find the store (their pictures, drawn before the turn, are swept). A process that finds the store
 * before its turn draws nothing.
 *
 * Returns the demo store's ids (null if it was deleted a moment ago), for ensureDemoWidget.
 */
export async function ensureDemoStore(services: Services, log: FastifyBaseLogger): Promise<DemoStore | null> {
  const { db, storage, config } = services;
  const file = path.join(config.dataDir, 'demo-credentials.txt');
  let existing = await findDemoStore(db);
  if (!existing) {
    const id = randomUUID();
    const catalogue = await drawDemoCatalogue(services, id);
    const created = await inStartupTurn(db, 'demo-store', async (tx) => {
      if (await findDemoStore(tx)) return null;
      const saved = await readCredentials(file);
      const password = saved?.email === DEMO_EMAIL && saved.password ? saved.password : randomBytes(9).toString('base64url');
      if (password !== saved?.password) await writeCredentials(file, { email: DEMO_EMAIL, password });
      const store = await createClientAccount(tx, storage, demoStoreAccount(password), {
        id,
        alsoInTransaction: async (inner) => {
          await inner.insert(models).values(catalogue.models);
          await inner.insert(dresses).values(catalogue.dresses);
        },
      });
      return { password, publicId: store.publicId };
    });
    if (created) {
      await writeCredentials(file, { email: DEMO_EMAIL, password: created.password, [CLIENT_USER_ID]: created.publicId });
      printOnce(`Demo store created. Sign in at /auth as a Client with\n  email:    ${DEMO_EMAIL}\n  password: ${created.password}\nShoppers register with its Client User ID ${created.publicId}.\n(also written to ${file})`);
      return { id, publicId: created.publicId };
    }
    // Another process created it in its turn.
    existing = await findDemoStore(db);
    if (!existing) return null; // deleted by the super admin a moment ago: nothing to file
  }
  const saved = await readCredentials(file);
  if (!saved?.password) {
    log.warn({ file }, 'the demo store exists but its credentials file is gone: reset its password as the super admin, or delete the store to have it seeded again');
  } else if (saved[CLIENT_USER_ID] !== existing.publicId) {
    await writeCredentials(file, { ...saved, [CLIENT_USER_ID]: existing.publicId });
  }
  log.info({ file }, 'demo store present; its credentials are in this file');
  return existing;
}

/**
 * The demo's pictures, drawn and stored under the store-to-be (each recorded as an upload no record
 * holds before it is written), and the rows that will hold them. Each picture goes through the same
 * check as an upload; one the engine refuses is still shown, with its reason on its card, so the
 * demo never claims more than the engine does (decision 0061).
 */
async function drawDemoCatalogue({ db, storage }: Services, clientId: string) {
  const picture = async (kind: 'models' | 'dresses', bytes: Buffer) => {
    const key = objectKeys.upload(clientId, kind, 'jpg');
    await recordUploadSlot(db, key, null);
    const { body } = await storeUploadedImage(storage, key, bytes, 'image/jpeg');
    return { key, body };
  };
  const modelRows: (typeof models.$inferInsert)[] = [];
  for (const m of DEMO_MODELS) {
    const { key, body } = await picture('models', await drawModel(m.look[0], m.look[1], m.look[2], m.look[3]));
    const { record: analysis } = await personRecordFor(null, body);
    const { look: _look, ...fields } = m;
    modelRows.push({ ...fields, clientId, imageKey: key, description: 'Demo model drawn by TryOwn', analysis });
  }
  const dressRows: (typeof dresses.$inferInsert)[] = [];
  for (const d of DEMO_DRESSES) {
    const { key, body } = await picture('dresses', await drawGarment(d.shape, ...d.colours));
    const { shape: _shape, colours: _colours, ...fields } = d;
    const { record: analysis } = await garmentRecordFor(null, body, clothTypeOf(fields));
    dressRows.push({ ...fields, clientId, imageKey: key, sizes: SIZES, stockStatus: 'In stock', description: 'Demo garment drawn by TryOwn', analysis });
  }
  return { models: modelRows, dresses: dressRows };
}
