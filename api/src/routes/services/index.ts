import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ownTherapist } from '../../directory/owner.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  ServiceInputSchema,
  ServiceOrderSchema,
  ServiceParamsSchema,
  ServiceSchema,
  ServicesSchema,
} from '../../schemas/services.ts';
import {
  createService,
  deleteService,
  getService,
  listServices,
  reorderServices,
  setArchived,
  updateService,
} from '../../services/index.ts';

const therapists = ['therapist'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

/** The services of the signed-in therapist's own practice; another therapist's answer 404. */
const services: FastifyPluginAsyncTypebox = async (app) => {
  const own = async (request: FastifyRequest) => (await ownTherapist(app.db, request.principal?.userId as string)).id;

  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET') reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/v1/services',
    {
      config: { access: therapists },
      schema: {
        tags: ['services'],
        summary: "The therapist's services, archived ones included, in their order",
        description: 'Prices in minor units. 404 when the account has no therapist profile.',
        response: { 200: ServicesSchema, ...errors },
      },
    },
    async (request) => {
      const therapist = await ownTherapist(app.db, request.principal?.userId as string);
      return { services: await listServices(app.db, therapist.id), currency: therapist.currency };
    },
  );

  app.post(
    '/api/v1/services',
    {
      config: { access: therapists },
      schema: {
        tags: ['services'],
        summary: 'Add a service after the existing ones',
        description:
          'Bookable at once, unless archived later. Name and description are written in `locale` (the account’s language when left out); `translations` gives them in other locales, never in `locale` itself (400). 403 PLAN_LIMIT when the practice already offers as many services as its plan allows (archived ones do not count). 404 when the account has no therapist profile.',
        body: ServiceInputSchema,
        response: { 201: ServiceSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createService(app.db, await own(request), request.body)),
  );

  app.put(
    '/api/v1/services/order',
    {
      config: { access: therapists },
      schema: {
        tags: ['services'],
        summary: 'Reorder the services (the list names every service once)',
        description:
          "`ids` in the new order; 400 when it leaves one out, repeats one or names another therapist's service. Clients see the services in this order.",
        body: ServiceOrderSchema,
        response: { 200: ServicesSchema, ...errors },
      },
    },
    async (request) => {
      const therapist = await ownTherapist(app.db, request.principal?.userId as string);
      return { services: await reorderServices(app.db, therapist.id, request.body.ids), currency: therapist.currency };
    },
  );

  app.get(
    '/api/v1/services/:id',
    {
      config: { access: therapists },
      schema: {
        tags: ['services'],
        summary: 'One of the therapist’s services',
        description: "404 when the service is not the signed-in therapist's.",
        params: ServiceParamsSchema,
        response: { 200: ServiceSchema, ...errors },
      },
    },
    async (request) => getService(app.db, await own(request), request.params.id),
  );

  app.put(
    '/api/v1/services/:id',
    {
      config: { access: therapists },
      schema: {
        tags: ['services'],
        summary: 'Change a service (appointments already made keep their price and length)',
        description:
          "Replaces name, description, length, price, currency and modality, and the main text's language and the translations when given (left out, they stay). A translation in the main text's own language is 400. 404 when the service is not the signed-in therapist's.",
        params: ServiceParamsSchema,
        body: ServiceInputSchema,
        response: { 200: ServiceSchema, ...errors },
      },
    },
    async (request) => updateService(app.db, await own(request), request.params.id, request.body),
  );

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `/api/v1/services/:id/${action}`,
      {
        config: { access: therapists },
        schema: {
          tags: ['services'],
          summary: archived
            ? 'Archive a service: off the profile and not bookable; its appointments stay'
            : 'Offer an archived service again',
          description: archived
            ? "Kept for the appointments that name it, and can be offered again. 404 when the service is not the signed-in therapist's."
            : "Back on the profile and bookable. 403 PLAN_LIMIT when the practice already offers as many services as its plan allows. 404 when the service is not the signed-in therapist's.",
          params: ServiceParamsSchema,
          response: { 200: ServiceSchema, ...errors },
        },
      },
      async (request) => setArchived(app.db, await own(request), request.params.id, archived),
    );
  }

  app.delete(
    '/api/v1/services/:id',
    {
      config: { access: therapists },
      schema: {
        tags: ['services'],
        summary: 'Delete a service that has never been booked',
        description:
          'A service with upcoming appointments answers 409 SERVICE_HAS_UPCOMING_APPOINTMENTS, one with past appointments 409 SERVICE_HAS_APPOINTMENTS: archive it instead.',
        params: ServiceParamsSchema,
        response: { 204: Type.Null(), ...errors, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteService(app.db, await own(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default services;
