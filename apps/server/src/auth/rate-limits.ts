import type { FastifyRequest } from 'fastify';

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

/** Unauthenticated writes (registration, contact, anonymous uploads). */
export const publicWriteRateLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
