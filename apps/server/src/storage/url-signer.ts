import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC signatures for URLs our own server answers: downloads of local files and upload slots.
 * The signature covers the purpose, the key, the content type and the expiry.
 */
export interface UrlSigner {
  sign(purpose: 'get' | 'put', key: string, expiresAt: number, contentType?: string): string;
  check(purpose: 'get' | 'put', key: string, expiresAt: number, signature: string, contentType?: string): boolean;
}

export function createUrlSigner(secret: string): UrlSigner {
  const mac = (purpose: string, key: string, expiresAt: number, contentType = '') =>
    createHmac('sha256', secret).update(`${purpose}\n${key}\n${expiresAt}\n${contentType}`).digest('base64url');
  return {
    sign: mac,
    check(purpose, key, expiresAt, signature, contentType) {
      if (!Number.isFinite(expiresAt) || expiresAt < Math.floor(Date.now() / 1000)) return false;
      const expected = Buffer.from(mac(purpose, key, expiresAt, contentType));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export const expiryIn = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
