import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { clients, dresses, models } from '../db/schema.ts';
import { createClientAccount } from '../modules/clients/client.service.ts';
import type { Services } from '../services.ts';
import { objectKeys } from '../storage/keys.ts';
import { storeUploadedImage } from '../storage/upload-slots.ts';
import { printOnce } from '../bootstrap.ts';
import { clothTypeOf } from '../tryon/cloth-type.ts';
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

/**
 * On first start (DEMO_DATA=1) a demo store with a few models and dresses, so a newcomer can sign in
 * and look around at once. Its password is generated, printed once and kept (mode 600) under DATA_DIR.
 */
export async function ensureDemoStore(services: Services, log: FastifyBaseLogger) {
  const { db, storage, config } = services;
  const file = path.join(config.dataDir, 'demo-credentials.txt');
  const existing = await db.select({ id: clients.id }).from(clients).where(eq(clients.email, DEMO_EMAIL)).limit(1);
  if (existing.length > 0) {
    log.info({ file }, 'demo store present; its credentials are in this file');
    return;
  }
  const password = randomBytes(9).toString('base64url');
  const store = await createClientAccount(db, storage, {
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

  // Each drawn picture goes through the same check as an upload; one the engine refuses is still
  // shown, with its reason on its card, so the demo never claims more than the engine does (decision 0061).
  for (const m of DEMO_MODELS) {
    const key = objectKeys.upload(store.id, 'models', 'jpg');
    const { body } = await storeUploadedImage(storage, key, await drawModel(m.look[0], m.look[1], m.look[2], m.look[3]), 'image/jpeg');
    const { record: analysis } = await personRecordFor(null, body);
    await db.insert(models).values({ clientId: store.id, name: m.name, category: m.category, age: m.age, height: m.height, chest: m.chest, waist: m.waist, imageKey: key, description: 'Demo model drawn by TryOwn', analysis });
  }
  for (const d of DEMO_DRESSES) {
    const key = objectKeys.upload(store.id, 'dresses', 'jpg');
    const { body } = await storeUploadedImage(storage, key, await drawGarment(d.shape, ...d.colours), 'image/jpeg');
    const { shape: _shape, colours: _colours, ...fields } = d;
    const { record: analysis } = await garmentRecordFor(null, body, clothTypeOf(fields));
    await db.insert(dresses).values({ ...fields, clientId: store.id, imageKey: key, sizes: SIZES, stockStatus: 'In stock', description: 'Demo garment drawn by TryOwn', analysis });
  }

  await writeFile(file, `email: ${DEMO_EMAIL}\npassword: ${password}\nClient User ID: ${store.publicId}\n`, { mode: 0o600 });
  printOnce(`Demo store created. Sign in at /auth as a Client with\n  email:    ${DEMO_EMAIL}\n  password: ${password}\nShoppers register with its Client User ID ${store.publicId}.\n(also written to ${file})`);
}
