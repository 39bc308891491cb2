import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImageContentTypeSchema, LIMITS, MAX_UPLOAD_BYTES, safeText, PresignedUrlQuerySchema, PresignedUrlResponseSchema } from '@tryown/contracts';
import { allow, principalOf } from '../../auth/guard.ts';
import { anonymousUploadRateLimit } from '../../auth/rate-limits.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { contentTypeOfKey, objectKeys } from '../../storage/keys.ts';
import { storeUploadedImage } from '../../storage/upload-slots.ts';
import { claimUploadSlot, releaseUploadSlot } from '../../storage/upload-slots.repository.ts';

const WildcardParams = z.object({ '*': safeText(LIMITS.key).min(1) });
const SignedQuery = z.object({ expires: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER), signature: safeText(200) });

export default async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, storage, signer } = app.services;
  const tags = ['files'];

  // Raw image bytes for upload slots; anything larger than 5 MB is refused before it is read.
  app.addContentTypeParser(['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  // Anyone holding a signed upload slot (from an upload-url call). Slots handed out without an
  // account (pending/ keys, a store's logo at registration) are rate limited and take one image.
  app.put(
    '/uploads/*',
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      config: anonymousUploadRateLimit((request) => objectKeys.isPending((request.params as { '*'?: string })['*'] ?? '')),
      schema: { tags, params: WildcardParams, querystring: SignedQuery.extend({ contentType: ImageContentTypeSchema }) },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const { contentType, expires, signature } = request.query;
      if (!objectKeys.isWellFormed(key)) throw forbidden('This upload link is invalid or has expired');
      if (!signer.check('put', key, expires, signature, contentType)) throw forbidden('This upload link is invalid or has expired');
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw forbidden('Send the image bytes as the request body');
      // One upload per link: a second PUT can never overwrite an image a record already shows.
      if (!(await claimUploadSlot(db, key))) throw conflict('This upload link has already been used. Please choose the image again.');
      try {
        const image = await storeUploadedImage(storage, key, request.body, contentType);
        return reply.status(200).send({ success: true, key, width: image.width, height: image.height });
      } catch (error) {
        await releaseUploadSlot(db, key);
        throw error;
      }
    },
  );

  // Anyone holding a signed download link (local storage only; S3 links go to the bucket).
  app.get('/files/*', { schema: { tags, params: WildcardParams, querystring: SignedQuery } }, async (request, reply) => {
    const key = request.params['*'];
    if (!objectKeys.isWellFormed(key)) throw notFound('File not found');
    if (!signer.check('get', key, request.query.expires, request.query.signature)) throw forbidden('This link is invalid or has expired');
    const body = await storage.get(key);
    if (!body) throw notFound('File not found');
    return reply
      .header('content-type', contentTypeOfKey(key))
      .header('cache-control', 'private, max-age=600')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });

  // A store signs only its own keys; admins and the super admin may sign any store's. Nobody signs a
  // shopper's photo or look here: those are private to the shopper (their own routes sign them).
  app.get(
    '/s3/presigned-url',
    { preHandler: allow('client', 'admin', 'superadmin'), schema: { tags, querystring: PresignedUrlQuerySchema, response: { 200: PresignedUrlResponseSchema } } },
    async (request) => {
      const principal = principalOf(request);
      const { key } = request.query;
      if (principal.role === 'client' && !objectKeys.isOwnedBy(key, principal.clientId ?? '')) throw notFound('File not found');
      if (objectKeys.isPersonKey(key)) throw notFound('File not found');
      if (!(await storage.exists(key))) throw notFound('File not found');
      return { success: true as const, url: await storage.signedGetUrl(key) };
    },
  );
}
