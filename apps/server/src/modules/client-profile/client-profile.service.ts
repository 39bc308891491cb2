import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UpdateClientProfileRequestSchema } from '@tryown/contracts';
import { clients } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Services } from '../../services.ts';
import { releaseImage } from '../../storage/upload-slots.ts';
import { clientProfile } from '../auth-client/auth-client.service.ts';
import { assertOwnImage } from '../catalogue/catalogue.shared.ts';

/** The store edits its own business details (and logo); the answer is the same profile GET client/profile returns. */
export async function updateClientProfile(services: Services, clientId: string, input: z.output<typeof UpdateClientProfileRequestSchema>) {
  const { db, storage } = services;
  const [current] = await db.select({ logo: clients.businessLogoKey }).from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!current) throw notFound('Client not found');
  const newLogo = input.businessLogoKey && input.businessLogoKey !== current.logo ? input.businessLogoKey : null;
  if (newLogo) await assertOwnImage(storage, clientId, newLogo, 'logo');
  await db
    .update(clients)
    .set({
      businessName: input.businessName,
      gstNo: input.gstNo,
      panNo: input.panNo,
      mobileNo: input.mobileNo,
      address: input.address,
      city: input.city,
      pincode: input.pincode,
      websiteUrl: input.websiteUrl ?? null,
      ...(newLogo ? { businessLogoKey: newLogo } : {}),
    })
    .where(eq(clients.id, clientId));
  if (newLogo && current.logo) await releaseImage(db, storage, current.logo);
  return { ...(await clientProfile(services, clientId)), message: 'Profile updated successfully' };
}
