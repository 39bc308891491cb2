import Fastify, { type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandler } from './lib/error-handler.ts';
import type { Services } from './services.ts';
import { registerWebApp } from './web-app.ts';
import filesRoutes from './modules/files/files.routes.ts';
import authClientRoutes from './modules/auth-client/auth-client.routes.ts';
import authConfigRoutes from './modules/auth-google/auth-config.routes.ts';
import authUserRoutes from './modules/auth-user/auth-user.routes.ts';
import contactRoutes from './modules/contact/contact.routes.ts';
import healthRoutes from './modules/health/health.routes.ts';
import tryonRoutes from './modules/tryon/tryon.routes.ts';
import generatedImagesRoutes from './modules/generated-images/generated-images.routes.ts';
import modelsRoutes from './modules/models/models.routes.ts';
import dressesRoutes from './modules/dresses/dresses.routes.ts';
import clientUsersRoutes from './modules/client-users/client-users.routes.ts';
import clientProfileRoutes from './modules/client-profile/client-profile.routes.ts';
import superadminRoutes from './modules/superadmin/superadmin.routes.ts';
import adminRoutes from './modules/admin/admin.routes.ts';
import tabsRoutes from './modules/tabs/tabs.routes.ts';

/** The API modules, each mounted under /api/v1. New domains add one line here. */
const apiModules = [healthRoutes, superadminRoutes, filesRoutes, contactRoutes, authConfigRoutes, authClientRoutes, authUserRoutes, adminRoutes, tabsRoutes, modelsRoutes, dressesRoutes, clientUsersRoutes, clientProfileRoutes, tryonRoutes, generatedImagesRoutes];

export async function buildApp(services: Services, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: services.config.logLevel },
    trustProxy: services.config.trustProxy,
    // Request ids in every log line, so one request can be followed through the worker too.
    requestIdHeader: 'x-request-id',
  });
  app.decorate('services', services);
  app.decorateRequest('principal', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(rateLimit, { global: false, hook: 'preHandler' });
  await app.register(swagger, {
    openapi: { info: { title: 'TryOwn API', version: '1.0.0', description: "Try it | Own it: the TryOwn platform's API" } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api/v1' },
  );
  await registerWebApp(app);
  return app;
}
