import type { AccountSummary, ClientRegisterRequest } from '@tryown/contracts';
import { verifyAgainstDummy, verifyPassword } from '../../auth/password.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-error.ts';
import type { Services } from '../../services.ts';
import { objectKeys } from '../../storage/keys.ts';
import { createClientAccount, LOGO_UPLOAD_NOT_FOUND } from '../clients/client.service.ts';
import { verifyGoogleIdToken } from '../auth-google/google-id-token.ts';
import { findClientByEmail, findClientByGoogleSub, findClientById, linkClientGoogleSub, type ClientRow } from './auth-client.repository.ts';

/** One generic answer for a wrong e-mail or a wrong password, so neither leaks. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

/** The login's `client` object (spec section 7): `userId` is the store's public Client User ID. */
export function toClientSummary(row: ClientRow): AccountSummary {
  return { name: row.name, email: row.email, _id: row.id, userId: row.publicId, clientId: row.id, mobileNo: row.mobileNo, address: row.address };
}

const tokenFor = (services: Services, row: ClientRow) => services.tokens.issue({ role: 'client', id: row.id, clientId: row.id });

export async function loginClient(services: Services, email: string, password: string) {
  const row = await findClientByEmail(services.db, email);
  const ok = row ? await verifyPassword(row.passwordHash, password) : await verifyAgainstDummy(password);
  if (!row || !ok) throw unauthorized(INVALID_CREDENTIALS);
  return { success: true as const, message: 'Login successful', token: await tokenFor(services, row), client: toClientSummary(row) };
}

export async function registerClient(services: Services, input: ClientRegisterRequest) {
  const logoKey = input.businessLogoKey ?? null;
  // Only a fresh anonymous upload may become a new store's logo, never another store's file.
  if (logoKey && !(objectKeys.isPending(logoKey) && (await services.storage.exists(logoKey)))) {
    throw badRequest(LOGO_UPLOAD_NOT_FOUND);
  }
  await createClientAccount(services.db, services.storage, { ...input, websiteUrl: input.websiteUrl ?? null, businessLogoKey: logoKey });
  return { success: true as const, message: 'Business registration successful' };
}

/**
 * Google sign-in for a store: the account with this Google id, else the one with the verified
 * e-mail (linked on first use), else a new store named after the Google profile.
 */
export async function googleLoginClient(services: Services, googleToken: string) {
  const identity = await verifyGoogleIdToken(services, googleToken);
  let row = await findClientByGoogleSub(services.db, identity.sub);
  if (!row) {
    const byEmail = await findClientByEmail(services.db, identity.email);
    if (byEmail?.googleSub) throw conflict('This business account is linked to a different Google account');
    row = byEmail
      ? await linkClientGoogleSub(services.db, byEmail.id, identity.sub)
      : await createClientAccount(services.db, services.storage, {
          name: identity.name,
          email: identity.email,
          password: null,
          googleSub: identity.sub,
          businessName: identity.name,
        });
  }
  const client = toClientSummary(row);
  return { success: true as const, message: 'Login successful', jwt_token: await tokenFor(services, row), client, clientId: row.id, id: row.id };
}

export async function clientProfile(services: Services, clientId: string) {
  const row = await findClientById(services.db, clientId);
  if (!row) throw notFound('Client not found');
  const logoUrl = row.businessLogoKey && (await services.storage.exists(row.businessLogoKey)) ? await services.storage.signedGetUrl(row.businessLogoKey) : null;
  return {
    success: true as const,
    message: 'Profile loaded',
    data: {
      userId: row.publicId,
      name: row.name,
      businessName: row.businessName,
      businessLogoUrl: logoUrl,
      email: row.email,
      gstNo: row.gstNo,
      panNo: row.panNo,
      mobileNo: row.mobileNo,
      address: row.address,
      city: row.city,
      pincode: row.pincode,
      websiteUrl: row.websiteUrl,
    },
  };
}
