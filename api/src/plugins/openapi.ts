import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorSchema } from '../schemas/common.ts';

export default fp(async function openapi(app: FastifyInstance) {
  app.addSchema(ErrorSchema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Calma API',
        version: '1.0.0',
        description:
          'Every operation lists the roles that may call it in `x-roles`; operations that need a session carry `security`. Errors share one body: `{ code, message, details? }`.',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'calma_access',
            description: 'Set by POST /api/v1/auth/sign-in',
          },
        },
      },
      tags: [
        { name: 'platform', description: 'Health, readiness and run-time settings' },
        { name: 'directory', description: 'Finding therapists and reading their profiles' },
        { name: 'matching', description: 'The matching survey and its results' },
        { name: 'auth', description: 'Signing in and out, sessions' },
        { name: 'favourites', description: "A client's saved therapists" },
        { name: 'profile', description: "A therapist's own profile: the wizard and the editor" },
        { name: 'clients', description: "A therapist's clients and their records; every read is logged" },
      ],
    },
  });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
