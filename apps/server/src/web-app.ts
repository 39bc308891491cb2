import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** A request for a file (a script, a stylesheet, an image): a missing one is a 404, never the app's page. */
const looksLikeFile = (pathname: string) => pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);

/**
 * Serves the built single-page app with a history fallback, so deep links like /admin/tabs/x load.
 * A missing file (say an old chunk a tab still asks for after a new release) answers 404 rather than
 * index.html, which the browser would refuse as a script with a MIME-type error.
 */
export async function registerWebApp(app: FastifyInstance, webDist = defaultWebDist) {
  const hasBuild = existsSync(`${webDist}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1h',
      // The build writes .br/.gz beside each text file (apps/web/vite.config.ts): sent as accepted.
      preCompressed: true,
      // Hashed build files never change under the same name.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const wantsPage = request.method === 'GET' && !pathname.startsWith('/api/') && !looksLikeFile(pathname);
    if (wantsPage && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0 });
    }
    return reply.status(404).send({ success: false, message: `No route ${request.method} ${pathname}` });
  });
}
