import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { ErrorSchema } from '../schemas/common.ts';
import { withExamples } from './openapi-examples.ts';

const camel = (words: string[]) =>
  words.map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');

/**
 * `GET /api/v1/therapists/:slug/slots` → `getTherapistsBySlugSlots`: derived from the method and
 * the path, so it is unique as the route is and changes only when the route does.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(\/v\d+)?\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-.]/)))
    .filter(Boolean);
  return camel([method.toLowerCase(), ...words]);
}

export default fp(async function openapi(app: FastifyInstance, { config }: { config: Config }) {
  app.addSchema(ErrorSchema);
  await app.register(swagger, {
    transform: ({ schema, url, route }) => ({
      schema: schema && {
        ...withExamples(schema),
        operationId: schema.operationId ?? operationIdOf([route.method].flat()[0] as string, url),
      },
      url,
    }),
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Calma API',
        version: '1.0.0',
        description:
          'Every operation lists the roles that may call it in `x-roles`; operations that need a session carry `security`. Errors share one body: `{ code, message, details? }`.',
      },
      servers: [{ url: config.publicUrl, description: 'This deployment (PUBLIC_URL)' }],
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
        { name: 'dashboard', description: 'What the signed-in person’s dashboard home shows' },
        { name: 'profile', description: "A therapist's own profile: the wizard and the editor" },
        { name: 'clients', description: "A therapist's clients and their records; every read is logged" },
        {
          name: 'agreements',
          description:
            'Documents clients sign before a first session: versions, the services that require them, signatures with their record and PDF, and signing links (decision 038)',
        },
        {
          name: 'intake',
          description:
            'Questionnaires clients fill in before a first session: the services that send them, answers saved as the client goes and sealed at rest, every read logged (decision 040)',
        },
        { name: 'account', description: "The signed-in person's own data: export and deletion" },
        { name: 'booking', description: 'Free times, bookings, and the appointments that follow from them' },
        {
          name: 'waitlist',
          description:
            "A therapist's fair waitlist: joining with wishes, offers held for the first in line whose wishes fit, and the therapist's list",
        },
        { name: 'calendar', description: "A therapist's availability, booking rules and calendar feeds" },
        { name: 'self-tests', description: "A client's saved self-test results" },
        {
          name: 'measures',
          description: 'Questionnaires a therapist sends a client and the scores over time (measurement-based care)',
        },
        { name: 'messages', description: 'Conversations between therapists and clients, and first enquiries' },
        {
          name: 'forms',
          description: 'The public forms (employer recommendation, partnership, press) and their review',
        },
        { name: 'services', description: 'The services a therapist offers, with length, price and modality' },
        { name: 'profile media', description: "A therapist's photos, intro video, poster and captions" },
        { name: 'verification', description: "A therapist's proof of registration and the admins' review of it" },
        {
          name: 'online sessions',
          description: "A therapist's online room: waiting, admitting, and the call's signed address and signalling",
        },
        { name: 'live', description: 'Live events over a WebSocket: what changed for the pages a person has open' },
        {
          name: 'billing',
          description:
            "A practice's invoices, payments and payouts, its billing figures and the accountant's exports; a client's own invoices",
        },
        {
          name: 'subscription',
          description:
            "A practice's plan on the platform: plans, Stripe Checkout and Billing, invoices of the platform, and plans assigned by administrators",
        },
        {
          name: 'referrals',
          description:
            "A therapist's referral code and link, invitations to colleagues, and the free month both practices get when a referred colleague is verified",
        },
        {
          name: 'program',
          description:
            "The employer program: a therapist's participation, booking with an access code or a work address, and the administrators' companies and monthly statements",
        },
        {
          name: 'hub',
          description:
            'The mental-health hub for therapists: crisis protocols, worksheets to hand to clients, guidance on online practice and self-care',
        },
      ],
    },
  });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  // No validator badge: it would load an image from validator.swagger.io, which the docs' policy refuses.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
});
