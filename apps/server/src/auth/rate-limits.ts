import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { FRIENDLY_MESSAGES } from '../lib/error-handler.ts';
import { HttpError } from '../lib/http-error.ts';
import { principalOf } from './guard.ts';

/**
 * Brute-force limit for login routes: attempts per minute for one address and one e-mail,
 * so one attacker cannot lock out everyone and one address cannot try many passwords.
 */
export const loginRateLimit = {
  rateLimit: {
    max: 10,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  },
};

/**
 * A second login limit, per address across every e-mail: the per-e-mail limit alone lets one
 * address try a password against many accounts (credential stuffing). A preHandler beside
 * `config: loginRateLimit`; @fastify/rate-limit runs one route limit per request, so this one
 * counts through `createRateLimit` and answers the same 429.
 */
export const LOGIN_ADDRESS_MAX = 30;

export function loginAddressLimit(app: FastifyInstance, max = LOGIN_ADDRESS_MAX): preHandlerAsyncHookHandler {
  // The key names the route: a shared store (rate-limit-store.ts) keeps every limiter's counters in one table.
  const check = app.createRateLimit({ max, timeWindow: '1 minute', keyGenerator: (request) => `address ${request.routeOptions.url}|${request.ip}` });
  return limitInPreHandler(check, FRIENDLY_MESSAGES[429]!);
}

/**
 * A limit per signed-in account, for a preHandler after `allow(...)` (it reads the principal):
 * e.g. one shopper's try-ons, so one account cannot use up a store's capacity.
 */
export function accountRateLimit(app: FastifyInstance, options: { max: number; timeWindow: string; message: string }): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => `account ${request.routeOptions.url}|${principalOf(request).id}`,
  });
  return limitInPreHandler(check, options.message);
}

function limitInPreHandler(check: ReturnType<FastifyInstance['createRateLimit']>, message: string): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new HttpError(429, message);
  };
}

/** Unauthenticated writes (registration, contact, anonymous uploads). */
export const publicWriteRateLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/**
 * The byte uploads of anonymous slots, per address, as many as the slots handed out. `isAnonymous`
 * picks those requests on a route that also serves signed-in uploads, which are not limited here.
 */
export const anonymousUploadRateLimit = (isAnonymous: (request: FastifyRequest) => boolean) => ({
  rateLimit: { ...publicWriteRateLimit.rateLimit, allowList: (request: FastifyRequest) => !isAnonymous(request) },
});
