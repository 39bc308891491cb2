import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../../db/client.ts';
import { clients, tabs } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { contentTypeOfKey, objectKeys } from '../../storage/keys.ts';
import { defaultTabs } from '../tabs/default-tabs.ts';
import { generatePublicId } from './public-id.ts';

export interface NewClient {
  name: string;
  email: string;
  /** Null for accounts that only sign in with Google. */
  password: string | null;
  googleSub?: string | null;
  businessName: string;
  gstNo?: string;
  panNo?: string;
  aadharNo?: string | null;
  mobileNo?: string;
  address?: string;
  city?: string;
  pincode?: string;
  websiteUrl?: string | null;
  /** A `pending/...` key from the anonymous upload-url flow, or a key already under this store. */
  businessLogoKey?: string | null;
}

/**
 * Creates a store with its public Client User ID and default tabs in one transaction; used by
 * self-registration, the admin and the super admin alike. A pending logo is moved under the store.
 */
export async function createClientAccount(db: Db, storage: ObjectStorage, input: NewClient) {
  const email = input.email.trim().toLowerCase();
  const taken = await db.select({ id: clients.id }).from(clients).where(eq(clients.email, email)).limit(1);
  if (taken.length > 0) throw conflict('A business account with this email already exists');
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const logo = input.businessLogoKey && objectKeys.isPending(input.businessLogoKey) && (await storage.exists(input.businessLogoKey)) ? input.businessLogoKey : null;

  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(clients)
      .values({
        publicId: await uniquePublicId(tx as unknown as Db),
        name: input.name.trim(),
        email,
        passwordHash,
        googleSub: input.googleSub ?? null,
        businessName: input.businessName.trim(),
        gstNo: input.gstNo ?? '',
        panNo: input.panNo ?? '',
        aadharNo: input.aadharNo ?? null,
        mobileNo: input.mobileNo ?? '',
        address: input.address ?? '',
        city: input.city ?? '',
        pincode: input.pincode ?? '',
        websiteUrl: input.websiteUrl || null,
      })
      .returning();
    await tx.insert(tabs).values(defaultTabs().map((tab) => ({ ...tab, clientId: created!.id })));
    return created!;
  });

  if (!logo) return row;
  const finalKey = objectKeys.claimedLogo(row.id, logo);
  for (const [from, to] of [
    [logo, finalKey],
    [objectKeys.thumbnail(logo), objectKeys.thumbnail(finalKey)],
  ] as const) {
    const bytes = await storage.get(from);
    if (bytes) await storage.put(to, bytes, contentTypeOfKey(to));
    await storage.delete(from);
  }
  const [updated] = await db.update(clients).set({ businessLogoKey: finalKey }).where(eq(clients.id, row.id)).returning();
  return updated!;
}

async function uniquePublicId(db: Db): Promise<string> {
  for (;;) {
    const candidate = generatePublicId();
    const clash = await db.select({ id: clients.id }).from(clients).where(eq(clients.publicId, candidate)).limit(1);
    if (clash.length === 0) return candidate;
  }
}

/** Deletes a store with everything it owns: rows cascade in the database, files go by prefix. */
export async function deleteClientAccount(db: Db, storage: ObjectStorage, clientId: string): Promise<boolean> {
  const deleted = await db.delete(clients).where(eq(clients.id, clientId)).returning({ id: clients.id });
  if (deleted.length === 0) return false;
  await storage.deletePrefix(objectKeys.storePrefix(clientId));
  return true;
}
