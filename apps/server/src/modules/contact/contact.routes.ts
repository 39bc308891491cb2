import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactRequestSchema, ContactResponseSchema, EnquiryListResponseSchema, PublicSiteResponseSchema } from '@tryown/contracts';
import { allow } from '../../auth/guard.ts';
import { enquiryList, submitEnquiry } from './contact.service.ts';

/**
 * Stricter than publicWriteRateLimit: a person writes one or two enquiries, never dozens, and every
 * accepted one lands in an admin's inbox. Per client address (the plugin's default key).
 */
export const contactRateLimit = { rateLimit: { max: 5, timeWindow: '1 minute' } };

export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.services;

  // Anyone, rate limited.
  app.post(
    '/contact',
    { config: contactRateLimit, schema: { tags: ['contact'], body: ContactRequestSchema, response: { 200: ContactResponseSchema } } },
    async (request) => submitEnquiry(db, request.body),
  );

  // Anyone: the public contact details shown on the landing page, from configuration.
  app.get('/public/site', { schema: { tags: ['contact'], response: { 200: PublicSiteResponseSchema } } }, async () => ({
    success: true as const,
    contact: config.contact,
  }));

  app.get(
    '/admin/enquiries',
    { preHandler: allow('admin', 'superadmin'), schema: { tags: ['admin'], response: { 200: EnquiryListResponseSchema } } },
    async () => enquiryList(db),
  );

  app.get(
    '/superadmin/enquiries',
    { preHandler: allow('superadmin'), schema: { tags: ['superadmin'], response: { 200: EnquiryListResponseSchema } } },
    async () => enquiryList(db),
  );
}
