import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { rolesOfRoute } from './auth/guard.ts';
import { sqlRateLimitStore } from './auth/rate-limit-store.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { startJobs } from './queue/workers.ts';
import { registerSecurityHeaders } from './security-headers.ts';
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
import analyticsRoutes from './modules/analytics/analytics.routes.ts';
import passwordRoutes from './modules/password/password.routes.ts';
import widgetSettingsRoutes from './modules/widget/widget-settings.routes.ts';
import widgetRoutes from './modules/widget/widget.routes.ts';
import shopperRoutes from './modules/shopper/shopper.routes.ts';

/** The API modules, each mounted under /api/v1. New domains add one line here. */
const apiModules = [healthRoutes, superadminRoutes, filesRoutes, contactRoutes, authConfigRoutes, authClientRoutes, authUserRoutes, adminRoutes, tabsRoutes, modelsRoutes, dressesRoutes, clientUsersRoutes, clientProfileRoutes, tryonRoutes, generatedImagesRoutes, analyticsRoutes, widgetSettingsRoutes, widgetRoutes, shopperRoutes, passwordRoutes];

export async function buildApp(services: Services, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: services.config.logLevel },
    trustProxy: services.config.trustProxy,
    // Request ids in every log line, so one request can be followed through the worker too.
    requestIdHeader: 'x-request-id',
    // A malformed address (broken percent-encoding) gets the API's error shape too.
    frameworkErrors: (_error, _request, reply) => void (reply as FastifyReply).status(400).send({ success: false, message: 'The request address is not valid' }),
  });
  app.decorate('services', services);
  app.decorateRequest('principal', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, services.config);

  // Limits are counted in PostgreSQL when there is one, so every web process shares them; PGlite
  // means one process, which keeps the plugin's in-memory counters.
  const sharedStore = services.database.kind === 'postgres' ? { store: sqlRateLimitStore(services.db) } : {};
  await app.register(rateLimit, { global: false, hook: 'preHandler', ...sharedStore });
  await app.register(swagger, {
    openapi: {
      info: { title: 'TryOwn API', version: '1.0.0', description: "Try it | Own it: the TryOwn platform's API" },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Guarded routes: the `allow(...)` guard moves ahead of validation, so a caller without the right
  // token gets 401/403 and never a validation message about a body it may not send. The OpenAPI
  // document says which routes need a token and whose (Swagger UI's Authorize button sends it),
  // read from the same guard, so the docs cannot drift from it.
  app.addHook('onRoute', (route) => {
    const roles = rolesOfRoute(route.preHandler);
    if (!roles) return;
    const preHandlers = [route.preHandler ?? []].flat();
    const guards = preHandlers.filter((handler) => rolesOfRoute(handler));
    route.preHandler = preHandlers.filter((handler) => !rolesOfRoute(handler));
    route.preValidation = [...guards, ...[route.preValidation ?? []].flat()];
    if (route.schema) {
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }], description: [route.schema.description, `Bearer token of: ${roles.join(', ')}.`].filter(Boolean).join(' ') };
    }
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
  // The job queue lives as long as the app: started when it is ready, stopped (gracefully) on close.
  app.addHook('onReady', () => startJobs(services, app.log));
  app.addHook('onClose', () => services.queue.stop());
  return app;
}
