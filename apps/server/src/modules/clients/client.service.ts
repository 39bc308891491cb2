import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../../db/client.ts';
import { clients, tabs } from '../../db/schema.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { contentTypeOfKey, objectKeys } from '../../storage/keys.ts';
import { badRequest } from '../../lib/http-error.ts';
import { defaultTabs } from '../tabs/default-tabs.ts';
import type { Services } from '../../services.ts';
import { recordUploadSlot } from '../../storage/upload-slots.repository.ts';
import { generatePublicId } from './public-id.ts';
import { deleteStoreFilesJob } from './store-files.job.ts';

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
 * self-registration, the admin and the super admin alike. A pending logo is copied under the store
 * first (as an upload no record holds yet, so the sweeper removes the copy if the store never
 * commits), the store row commits with the copy's key, then the pending files go (or the sweeper
 * takes them). A crash between any two steps leaves nothing the sweeper does not clear.
 * A taken e-mail is the unique constraint's 409 (lib/unique-violations.ts), also under a race.
 * `id` may be chosen beforehand (files written under the store before it exists); whatever
 * `alsoInTransaction` writes (an audit row, the demo catalogue) commits with the store or not at all.
 */
export async function createClientAccount(
  db: Db,
  storage: ObjectStorage,
  input: NewClient,
  { id = randomUUID(), alsoInTransaction = async () => {} }: { id?: string; alsoInTransaction?: (tx: Db, store: typeof clients.$inferSelect) => Promise<void> } = {},
) {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const pendingLogo = input.businessLogoKey && objectKeys.isPending(input.businessLogoKey) && (await storage.exists(input.businessLogoKey)) ? input.businessLogoKey : null;
  const logoKey = pendingLogo ? await copyPendingLogo(db, storage, pendingLogo, id) : null;

  let row: typeof clients.$inferSelect;
  try {
    row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(clients)
        .values({
          id,
          publicId: await uniquePublicId(tx as unknown as Db),
          name: input.name.trim(),
          email: input.email.trim().toLowerCase(),
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
          businessLogoKey: logoKey,
        })
        .returning();
      await tx.insert(tabs).values(defaultTabs().map((tab) => ({ ...tab, clientId: created!.id })));
      await alsoInTransaction(tx, created!);
      return created!;
    });
  } catch (error) {
    if (logoKey) await removeImageFiles(storage, logoKey).catch(() => {});
    throw error;
  }
  if (pendingLogo) await removeImageFiles(storage, pendingLogo).catch(() => {});
  return row;
}

/** What registration answers when the logo it names is not (wholly) there. */
export const LOGO_UPLOAD_NOT_FOUND = 'The business logo upload was not found. Please upload the logo again.';

/**
 * The logo and its thumbnail under the store-to-be, recorded as an unattached upload before a byte is
 * written. Both must be there: an upload cut off between the two (or swept meanwhile) is refused,
 * never half-claimed.
 */
async function copyPendingLogo(db: Db, storage: ObjectStorage, pendingKey: string, clientId: string) {
  const finalKey = objectKeys.claimedLogo(clientId, pendingKey);
  const copies = [
    [pendingKey, finalKey],
    [objectKeys.thumbnail(pendingKey), objectKeys.thumbnail(finalKey)],
  ] as const;
  const files = await Promise.all(copies.map(([from]) => storage.get(from)));
  if (files.some((bytes) => bytes === null)) throw badRequest(LOGO_UPLOAD_NOT_FOUND);
  await recordUploadSlot(db, finalKey, null);
  for (const [index, [, to]] of copies.entries()) await storage.put(to, files[index]!, contentTypeOfKey(to));
  return finalKey;
}

const removeImageFiles = (storage: ObjectStorage, key: string) => Promise.all([storage.delete(key), storage.delete(objectKeys.thumbnail(key))]);

async function uniquePublicId(db: Db): Promise<string> {
  for (;;) {
    const candidate = generatePublicId();
    const clash = await db.select({ id: clients.id }).from(clients).where(eq(clients.publicId, candidate)).limit(1);
    if (clash.length === 0) return candidate;
  }
}

/**
 * Deletes a store with everything it owns, in one transaction: its rows (they cascade), whatever
 * `alsoInTransaction` writes (the audit row) and the durable job that removes its files by prefix
 * (deleteStoreFilesJob), so a crash or storage outage can never leave the store half-deleted.
 */
export async function deleteClientAccount(
  { db, queue }: Pick<Services, 'db' | 'queue'>,
  clientId: string,
  alsoInTransaction: (tx: Db) => Promise<void> = async () => {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(clients).where(eq(clients.id, clientId)).returning({ id: clients.id });
    if (deleted.length === 0) return false;
    await alsoInTransaction(tx);
    await queue.send(deleteStoreFilesJob, { clientId }, { inTransaction: tx });
    return true;
  });
}
