import type { AccountSummary, BasicProfileRequest, StylePreferencesRequest, UserProfile, UserRegisterRequest } from '@tryown/contracts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/password.ts';
import { conflict, notFound, unauthorized } from '../../lib/http-error.ts';
import type { Services } from '../../services.ts';
import { findClientByPublicId } from '../auth-client/auth-client.repository.ts';
import { INVALID_CREDENTIALS } from '../auth-client/auth-client.service.ts';
import { verifyGoogleIdToken } from '../auth-google/google-id-token.ts';
import { findUserByEmail, findUserByGoogleSub, findUserById, insertUser, updateUser, type UserWithStore } from './auth-user.repository.ts';

export const NO_STORE = 'No store found with this Client User ID';

type Basic = Partial<BasicProfileRequest>;
type Style = Partial<StylePreferencesRequest>;

/** The login's `user` object (spec section 7): `userId` is the Client User ID of the shopper's store. */
export function toUserSummary(row: UserWithStore): AccountSummary {
  const basic = (row.basicProfile ?? {}) as Basic;
  return { name: row.name, email: row.email, _id: row.id, userId: row.storePublicId, clientId: row.clientId, mobileNo: basic.phone ?? '', address: '' };
}

const tokenFor = (services: Services, row: UserWithStore) => services.tokens.issue({ role: 'user', id: row.id, clientId: row.clientId });

export async function loginUser(services: Services, email: string, password: string) {
  const row = await findUserByEmail(services.db, email);
  const ok = row ? await verifyPassword(row.passwordHash, password) : await verifyAgainstDummy(password);
  if (!row || !ok) throw unauthorized(INVALID_CREDENTIALS);
  return { success: true as const, message: 'Login successful', token: await tokenFor(services, row), user: toUserSummary(row) };
}

/** A shopper joins the store whose public Client User ID they give; e-mail is unique among shoppers. */
export async function registerUser(services: Services, input: UserRegisterRequest) {
  const store = await findClientByPublicId(services.db, input.userId);
  if (!store) throw notFound(NO_STORE);
  // A taken e-mail is the unique constraint's 409 (lib/unique-violations.ts), also when two requests race.
  await insertUser(services.db, { clientId: store.id, name: input.name, email: input.email, passwordHash: await hashPassword(input.password) });
  return { success: true as const, message: 'User registration successful' };
}

/**
 * Google sign-in for a shopper of the store named in the path: the account with this Google id,
 * else the one with the verified e-mail (linked on first use), else a new shopper of that store.
 * A shopper belongs to one store, so another store's shopper is refused rather than moved.
 */
export async function googleLoginUser(services: Services, clientUserId: string, googleToken: string) {
  const identity = await verifyGoogleIdToken(services, googleToken);
  const store = await findClientByPublicId(services.db, clientUserId);
  if (!store) throw notFound(NO_STORE);
  let row = (await findUserByGoogleSub(services.db, identity.sub)) ?? (await findUserByEmail(services.db, identity.email));
  if (row && row.clientId !== store.id) throw conflict('This account belongs to a different store');
  if (row && row.googleSub && row.googleSub !== identity.sub) throw conflict('This account is linked to a different Google account');
  if (row && !row.googleSub) await updateUser(services.db, row.id, { googleSub: identity.sub });
  if (!row) {
    const id = await insertUser(services.db, { clientId: store.id, name: identity.name, email: identity.email, passwordHash: null, googleSub: identity.sub });
    row = await findUserById(services.db, id);
  }
  const user = toUserSummary(row!);
  return { success: true as const, message: 'Login successful', jwt_token: await tokenFor(services, row!), user, clientId: row!.clientId, id: row!.id };
}

function toUserProfile(row: UserWithStore): UserProfile {
  const basic = (row.basicProfile ?? {}) as Basic;
  const style = (row.stylePreferences ?? {}) as Style;
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    userId: row.storePublicId,
    clientId: row.clientId,
    storeName: row.storeName,
    phone: basic.phone ?? null,
    gender: basic.gender ?? null,
    age: basic.age ?? null,
    height: basic.height ?? null,
    favouriteCategories: style.favouriteCategories ?? [],
    sizes: style.sizes ?? [],
    colours: style.colours ?? [],
    isBasicProfileCompleted: row.isBasicProfileCompleted,
    isStylePreferenceCompleted: row.isStylePreferenceCompleted,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function userProfile(services: Services, userId: string, message?: string) {
  const row = await findUserById(services.db, userId);
  if (!row) throw notFound('User not found');
  return { success: true as const, message, user: toUserProfile(row) };
}

export async function saveBasicProfile(services: Services, userId: string, input: BasicProfileRequest) {
  await updateUser(services.db, userId, { basicProfile: { ...input }, isBasicProfileCompleted: true });
  return userProfile(services, userId, 'Basic profile saved');
}

export async function saveStylePreferences(services: Services, userId: string, input: StylePreferencesRequest) {
  await updateUser(services.db, userId, { stylePreferences: { ...input }, isStylePreferenceCompleted: true });
  return userProfile(services, userId, 'Style preferences saved');
}
