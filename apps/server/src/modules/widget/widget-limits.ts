import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';

const TOO_MANY = 'Too many try-on requests right now. Please wait a minute and try again.';

/**
 * Two limits on one widget route: per visitor address and per publishable key (all the shop's
 * visitors together), each a minute long, answered as 429 with the CORS headers already set.
 */
export function widgetLimit(app: FastifyInstance, name: string, perAddress: number, perKey: number): preHandlerAsyncHookHandler {
  const keyOf = (request: FastifyRequest) => (request.params as { key?: string }).key ?? '';
  const byAddress = app.createRateLimit({ max: perAddress, timeWindow: '1 minute', keyGenerator: (request) => `widget ${name} address ${request.ip}` });
  const byKey = app.createRateLimit({ max: perKey, timeWindow: '1 minute', keyGenerator: (request) => `widget ${name} key ${keyOf(request)}` });
  return async (request, reply) => {
    for (const check of [byAddress, byKey]) {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      reply.header('retry-after', result.ttlInSeconds);
      throw new HttpError(429, TOO_MANY);
    }
  };
}
