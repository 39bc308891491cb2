import { randomBytes } from 'node:crypto';
import { hashPassword } from '../src/auth/password.ts';
import type { Principal } from '../src/auth/tokens.ts';
import { admins, clients, users } from '../src/db/schema.ts';
import type { Services } from '../src/services.ts';

const unique = () => randomBytes(4).toString('hex');

/** Small factories: each makes one real row with sensible defaults and returns it with a token. */
export async function createAdmin(services: Services, overrides: Partial<typeof admins.$inferInsert> = {}) {
  const password = 'admin-pass-1';
  const [row] = await services.db
    .insert(admins)
    .values({ name: 'Ada Admin', email: `admin-${unique()}@tryown.test`, passwordHash: await hashPassword(password), ...overrides })
    .returning();
  const token = await services.tokens.issue({ role: 'admin', id: row!.id, clientId: null });
  return { row: row!, password, token };
}

export async function createClient(services: Pick<Services, 'db' | 'tokens'>, overrides: Partial<typeof clients.$inferInsert> = {}) {
  const password = 'client-pass-1';
  const [row] = await services.db
    .insert(clients)
    .values({
      publicId: `TEST-${unique().toUpperCase()}`,
      name: 'Cara Client',
      email: `store-${unique()}@tryown.test`,
      passwordHash: await hashPassword(password),
      businessName: 'Cara Couture',
      gstNo: '29ABCDE1234F1Z5',
      panNo: 'ABCDE1234F',
      mobileNo: '9876543210',
      address: '1 Fashion Street',
      city: 'Bengaluru',
      pincode: '560001',
      ...overrides,
    })
    .returning();
  const token = await services.tokens.issue({ role: 'client', id: row!.id, clientId: row!.id });
  return { row: row!, password, token };
}

export async function createUser(services: Services, clientId: string, overrides: Partial<typeof users.$inferInsert> = {}) {
  const password = 'user-pass-1';
  const [row] = await services.db
    .insert(users)
    .values({ clientId, name: 'Uma User', email: `user-${unique()}@tryown.test`, passwordHash: await hashPassword(password), ...overrides })
    .returning();
  const token = await services.tokens.issue({ role: 'user', id: row!.id, clientId });
  return { row: row!, password, token };
}

export const tokenFor = (services: Services, principal: Principal) => services.tokens.issue(principal);
