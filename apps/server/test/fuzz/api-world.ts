import { SignJWT } from 'jose';
import type { Role } from '@tryown/contracts';
import { tryonTasks } from '../../src/db/schema.ts';
import { giveDefaultTabs } from '../../src/modules/catalogue/catalogue.test-support.ts';
import { bearer, SUPERADMIN, type ApiOperation, type TestApp } from '../helper.ts';
import { createAdmin, createClient, createUser } from '../factories.ts';
import { seedCatalogue } from '../tryon/tryon-fixtures.ts';
import type { JsonSchema } from './openapi-inputs.ts';

/**
 * The population the route-walking fuzz and access tests call with: store A with a catalogue, a
 * task and tabs, its shopper, store B and its shopper, an admin and the super admin, and tokens
 * that must never work (garbage, expired, tampered, signed with another secret).
 */
export type Parameter = { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema };
export type Operation = ApiOperation['op'] & { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } };

/** The roles a guarded route admits, as the OpenAPI document states them (app.ts writes it from the guard). */
export const rolesOf = (op: Operation): Role[] => (/Bearer token of: ([^.]+)\./.exec(op.description ?? '')?.[1] ?? '').split(', ').filter(Boolean) as Role[];

export type Caller = { who: string; role: Role | null; headers: Record<string, string> };

export async function createApiWorld(t: TestApp) {
  const store = await createClient(t.services);
  const otherStore = await createClient(t.services);
  const shopper = await createUser(t.services, store.row.id);
  const otherShopper = await createUser(t.services, otherStore.row.id);
  const admin = await createAdmin(t.services);
  const superToken = (await t.app.inject({ method: 'POST', url: '/api/v1/superadmin/login', payload: SUPERADMIN })).json().token as string;
  const { model, dress } = await seedCatalogue(t.services, store.row.id);
  const [task] = await t.services.db.insert(tryonTasks).values({ clientId: store.row.id, modelId: model.id, dressId: dress.id, provider: 'composite', status: 'FAILED' }).returning();
  const tabs = await giveDefaultTabs(t, store.row.id);
  await giveDefaultTabs(t, otherStore.row.id);

  // The real super admin's id in each: only the expiry, the signature or the payload is wrong.
  const superId = (await t.services.tokens.verify(superToken))!.id;
  const secret = new TextEncoder().encode(t.services.secrets.jwtSecret);
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ role: 'superadmin', cid: null }).setProtectedHeader({ alg: 'HS256' }).setSubject(superId).setIssuer('tryown').setIssuedAt(now - 7200).setExpirationTime(now - 60).sign(secret);
  const otherSecret = await new SignJWT({ role: 'superadmin', cid: null }).setProtectedHeader({ alg: 'HS256' }).setSubject(superId).setIssuer('tryown').setExpirationTime('1h').sign(new TextEncoder().encode('another-secret-another-secret-another'));
  // Store A's own token with its payload rewritten to the real super admin, signature kept.
  const [head, payload, signature] = store.token.split('.') as [string, string, string];
  const raised = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'superadmin', sub: superId, cid: null })).toString('base64url');
  const tampered = `${head}.${raised}.${signature}`;

  const callers: Caller[] = [
    { who: 'anonymous', role: null, headers: {} },
    { who: 'a garbage token', role: null, headers: bearer('garbage') },
    { who: 'an expired token', role: null, headers: bearer(expired) },
    { who: 'a tampered token', role: null, headers: bearer(tampered) },
    { who: "another secret's token", role: null, headers: bearer(otherSecret) },
    { who: 'a shopper', role: 'user', headers: bearer(shopper.token) },
    { who: 'store A', role: 'client', headers: bearer(store.token) },
    { who: 'an admin', role: 'admin', headers: bearer(admin.token) },
    { who: 'the super admin', role: 'superadmin', headers: bearer(superToken) },
  ];
  const tokenOf: Record<Role, string> = { client: store.token, user: shopper.token, admin: admin.token, superadmin: superToken };
  /** What store A owns, by kind: store B (and its shopper) naming any of these must get no 2xx. */
  const ownedByA = { model: model.id, dress: dress.id, task: task!.id, tab: tabs.models.id, store: store.row.id, publicId: store.row.publicId, shopper: shopper.row.id, key: model.imageKey };
  return { callers, tokenOf, ownedByA, otherStore, otherShopper };
}
export type ApiWorld = Awaited<ReturnType<typeof createApiWorld>>;
