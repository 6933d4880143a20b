/**
 * OpenAPI document generated from the route schemas (@fastify/swagger), browsable at /api/docs
 * and downloadable at /api/docs/json. Must be registered before the routes it describes.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { INSTITUTE_NAME } from '../config';

async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `API du portail de l'${INSTITUTE_NAME}`,
        description:
          "Chaque route indique les rôles autorisés. Authentification : jeton JWT obtenu par POST /api/login, envoyé dans l'en-tête `Authorization: Bearer <jeton>`.",
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    // Publishes each route's allowed roles in the document, so the authorization rules can be read there.
    transform: ({ schema, url, route }) => {
      const roles = route.config?.roles;
      const label = roles === undefined ? 'aucun (route refusée)' : Array.isArray(roles) ? roles.join(', ') : roles;
      const transformed = {
        ...(schema ?? {}),
        description: [schema?.description, `Rôles : ${label}.`].filter(Boolean).join('\n\n'),
        // Machine-readable copy of the rule (OpenAPI extension), read by the authorization-matrix test.
        'x-roles': roles ?? null,
      };
      if (roles === 'public') Object.assign(transformed, { security: [] });
      return { schema: transformed, url };
    },
  });

  // The documentation routes are public; they are marked so in their own scope (the auth hook fails closed).
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), roles: 'public' };
    });
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // The portal may be served over plain HTTP (local network): do not force https sub-resources.
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  });
}

export default fp(swaggerPlugin, { name: 'irt-swagger' });
