import { z } from 'zod';
import { EmailSchema } from './common.ts';
import { safeText } from './fields.ts';

/** Field limits of the public contact form; the form and the server share them. */
export const CONTACT_LIMITS = { name: 100, message: 5000 } as const;

/** POST /contact: a store owner's enquiry from the landing page. */
export const ContactRequestSchema = z.object({
  name: safeText(CONTACT_LIMITS.name * 4, 'Please enter your name')
    .trim()
    .min(1, 'Please enter your name')
    .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
  email: safeText(254, 'Please enter your email address').trim().min(1, 'Please enter your email address').pipe(EmailSchema),
  message: safeText(CONTACT_LIMITS.message * 4, 'Please enter a message')
    .trim()
    .min(1, 'Please enter a message')
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const CONTACT_THANKS = 'Thank you! We will get back to you soon.';

export const ContactResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

/** One stored enquiry as the admin and super admin lists show it. */
export const EnquirySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type Enquiry = z.infer<typeof EnquirySchema>;

export const EnquiryListResponseSchema = z.object({ success: z.literal(true), data: z.array(EnquirySchema), count: z.number() });
export type EnquiryListResponse = z.infer<typeof EnquiryListResponseSchema>;

/** GET /public/site: the contact details the landing page shows (from server configuration). */
export const PublicSiteResponseSchema = z.object({
  success: z.literal(true),
  contact: z.object({ address: z.string(), phone: z.string(), email: z.string() }),
});
export type PublicSiteResponse = z.infer<typeof PublicSiteResponseSchema>;
