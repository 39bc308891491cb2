import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from './config.ts';
import { REVALIDATE_PRIVATELY } from './lib/list-etag.ts';

/** Google Identity Services, as its documentation asks a Content-Security-Policy to allow it. */
const GOOGLE_SIGN_IN = {
  script: ['https://accounts.google.com/gsi/client'],
  style: ['https://accounts.google.com/gsi/style'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
};

/** Where presigned S3 downloads come from (images shown and fetched by the web app). */
function storageOrigins(config: Config): string[] {
  if (config.storage.kind !== 's3') return [];
  return config.storage.endpoint ? [new URL(config.storage.endpoint).origin] : ['https://*.amazonaws.com'];
}

/** The policy for every answer; exported so tests read the same directives the server sends. */
export function contentSecurityPolicy(config: Config) {
  const google = config.googleClientId ? GOOGLE_SIGN_IN : { script: [], style: [], frame: [], connect: [] };
  const storage = storageOrigins(config);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    scriptSrc: ["'self'", ...google.script],
    scriptSrcAttr: ["'none'"],
    // Inline styles: Swagger UI and libraries of the web app insert <style> elements. A style cannot
    // run script, so this keeps the policy's point (no inline or injected script).
    styleSrc: ["'self'", "'unsafe-inline'", ...google.style],
    imgSrc: ["'self'", 'data:', 'blob:', ...storage],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...google.connect, ...storage],
    frameSrc: google.frame.length > 0 ? google.frame : ["'none'"],
    // The app may be served over plain HTTP on a local network; upgrading its requests would break it.
    upgradeInsecureRequests: null,
  };
}

/**
 * Security headers on every answer (helmet): the CSP above (no inline script, so a script
 * injection cannot read the tokens in browser storage), no framing (click-jacking of the portals),
 * nosniff, a referrer that never carries paths (signed URLs and ids live there), and no caching of
 * API answers (they carry tokens and private data): `no-store` for a signed-in caller, except the
 * tagged lists of the caller's own catalogue (`private, no-cache` with an ETag: only the browser
 * keeps them, and it asks before each use); for anyone else unless the route chose its own
 * Cache-Control (signed file downloads, public widget files).
 *
 * Cross-origin loads stay allowed (Cross-Origin-Resource-Policy: cross-origin, no COEP): the storefront
 * widget (/widget.js, its API and its images) runs on stores' own sites; CORS still guards reads.
 * A page that must be framed by another site overrides frame-ancestors and X-Frame-Options on its route.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  // helmet's middleware, built once (@fastify/helmet built it anew for every request: ~3% of a list
  // request's time); it sets the headers on the raw response, which Fastify's answer keeps.
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    // A signed-in answer (tokens, profiles, shoppers' photos) is never stored, not even in the
    // browser's private cache (a shared computer keeps it after logout). A tagged list of the caller's
    // own catalogue may be: revalidated each time, it is what makes an unchanged page a 304 (0080).
    const authenticated = Boolean(request.principal ?? request.headers.authorization);
    const chosen = reply.getHeader('cache-control');
    const revalidatedList = chosen === REVALIDATE_PRIVATELY && reply.hasHeader('etag');
    if (authenticated ? !revalidatedList : chosen === undefined) reply.header('cache-control', 'no-store');
  });
}
