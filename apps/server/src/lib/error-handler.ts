import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error.ts';
import { conflictOfUniqueViolation } from './unique-violations.ts';

export const FRIENDLY_MESSAGES: Record<number, string> = {
  413: 'The file is too large: images must be at most 5 MB',
  415: 'Unsupported content type',
  429: 'Too many attempts. Please wait a minute and try again.',
};

/** One error shape for the whole API: `{ success: false, message }` with the right status. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ success: false, message: error.message });
    }
    const taken = conflictOfUniqueViolation(error);
    if (taken) return reply.status(taken.statusCode).send({ success: false, message: taken.message });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first ? (field ? `${field}: ${first.message}` : first.message) : 'Invalid request';
      return reply.status(400).send({ success: false, message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
    }
    const message = FRIENDLY_MESSAGES[status] ?? error.message;
    return reply.status(status).send({ success: false, message });
  });
}
