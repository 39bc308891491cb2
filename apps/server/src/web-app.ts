import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Serves the built single-page app with a history fallback, so deep links like /admin/tabs/x load. */
export async function registerWebApp(app: FastifyInstance) {
  const hasBuild = existsSync(`${webDist}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (wantsPage && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0 });
    }
    return reply.status(404).send({ success: false, message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}
