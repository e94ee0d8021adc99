import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requireTwoFactor } from '../../auth/two-factor.ts';
import { clientInvoices } from '../../billing/invoices.ts';
import { createNote, listNotes, readNote, signNote, updateNote } from '../../clients/notes.ts';
import {
  accessLog,
  clientAppointments,
  clientOverview,
  clientProfile,
  createClient,
  listClients,
  noSuchClient,
  type Practice,
  practiceOf,
  updateProfile,
} from '../../clients/records.ts';
import type { Config } from '../../config.ts';
import { ClientInvoicesSchema } from '../../schemas/billing.ts';
import {
  AccessLogQuerySchema,
  AccessLogSchema,
  ClientAppointmentsSchema,
  ClientListQuerySchema,
  ClientListSchema,
  ClientParamsSchema,
  NewClientSchema,
  NoteInputSchema,
  NoteListSchema,
  NoteParamsSchema,
  NoteSchema,
  OverviewSchema,
  ProfileInputSchema,
  ProfileSchema,
} from '../../schemas/clients.ts';
import { ErrorSchema } from '../../schemas/common.ts';

const tags = ['clients'];
const errors = { 401: ErrorSchema, 403: ErrorSchema };
const recordErrors = { 400: ErrorSchema, ...errors, 404: ErrorSchema };

/**
 * A therapist's clients and their records: details, appointments, session notes (sealed at rest)
 * and the log of who opened the record. Only the client's own therapist reaches a record; to
 * everyone else it does not exist (404). Every read of a record is logged before it is answered.
 */
const clients: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const guard = {
    config: { access: ['therapist'] as const },
    preHandler: requireTwoFactor(config.twoFactorRoles),
  };
  const practiceFor = (request: FastifyRequest) => practiceOf(app.db, request.principal?.userId as string);
  /** The practice whose record is asked for; an account without a practice has no clients. */
  const recordPractice = async (request: FastifyRequest): Promise<Practice> => {
    const practice = await practiceFor(request);
    if (!practice) throw noSuchClient();
    return practice;
  };

  // Records must not linger in shared caches or the browser's back-forward cache. (This plugin is
  // encapsulated: the hook runs for its own routes only.)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/v1/clients',
    {
      ...guard,
      schema: {
        tags,
        summary: "The therapist's clients by name, with their next and last session",
        description:
          '`q` narrows the list to names or email addresses containing it. Closed until two-factor sign-in is on where the role requires it (403 TWO_FACTOR_REQUIRED).',
        querystring: ClientListQuerySchema,
        response: { 200: ClientListSchema, 400: ErrorSchema, ...errors },
      },
    },
    async (request) => listClients(app.db, await practiceFor(request), request.query.q),
  );

  app.post(
    '/api/v1/clients',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Add a client by hand',
        description:
          'Name and email are enough; the other details can follow with PUT /api/v1/clients/{id}/profile. 409 CLIENT_EMAIL_TAKEN when another client of the practice has this email. Closed until two-factor sign-in is on where the role requires it (403 TWO_FACTOR_REQUIRED).',
        body: NewClientSchema,
        response: { 201: ProfileSchema, 400: ErrorSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const profile = await createClient(app.db, await practiceFor(request), request.body);
      return reply.status(201).send(profile);
    },
  );

  app.get(
    '/api/v1/clients/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: "A client's overview: next and last session, sessions by status, notes, balance",
        description:
          "The first page of a client record. Written to the record's access log; another therapist's client answers 404.",
        params: ClientParamsSchema,
        response: { 200: OverviewSchema, ...recordErrors },
      },
    },
    async (request) => clientOverview(app.db, await recordPractice(request), request.params.id),
  );

  app.get(
    '/api/v1/clients/:id/profile',
    {
      ...guard,
      schema: {
        tags,
        summary: "A client's details: contact, date of birth, emergency contact, consent dates",
        description:
          "Dates are calendar dates (YYYY-MM-DD). Written to the record's access log; another therapist's client answers 404.",
        params: ClientParamsSchema,
        response: { 200: ProfileSchema, ...recordErrors },
      },
    },
    async (request) => clientProfile(app.db, await recordPractice(request), request.params.id),
  );

  app.put(
    '/api/v1/clients/:id/profile',
    {
      ...guard,
      schema: {
        tags,
        summary: "Replace a client's details",
        description:
          "Every field is replaced. Dates must not be in the future in the therapist's zone, nor consent before birth (400 names the field); 409 CLIENT_EMAIL_TAKEN when another client of the practice has this email. Written to the record's access log; another therapist's client answers 404.",
        params: ClientParamsSchema,
        body: ProfileInputSchema,
        response: { 200: ProfileSchema, ...recordErrors, 409: ErrorSchema },
      },
    },
    async (request) => updateProfile(app.db, await recordPractice(request), request.params.id, request.body),
  );

  app.get(
    '/api/v1/clients/:id/appointments',
    {
      ...guard,
      schema: {
        tags,
        summary: "A client's appointments, newest first",
        description:
          "Every appointment of this client with the practice, with service, time and status. Written to the record's access log; another therapist's client answers 404.",
        params: ClientParamsSchema,
        response: { 200: ClientAppointmentsSchema, ...recordErrors },
      },
    },
    async (request) => clientAppointments(app.db, await recordPractice(request), request.params.id),
  );

  app.get(
    '/api/v1/clients/:id/invoices',
    {
      ...guard,
      schema: {
        tags,
        summary: "A client's invoices and credit notes, newest first, with what they owe",
        description:
          "Drafts included. The balance sums every issued document (credit notes negative; negative means the client is owed a refund); `nothingInvoiced` while none was ever issued. Written to the record's access log; another therapist's client answers 404.",
        params: ClientParamsSchema,
        response: { 200: ClientInvoicesSchema, ...recordErrors },
      },
    },
    async (request) => clientInvoices(app.db, await recordPractice(request), request.params.id),
  );

  app.get(
    '/api/v1/clients/:id/notes',
    {
      ...guard,
      schema: {
        tags,
        summary: "A client's session notes, newest first",
        description:
          "Drafts and signed notes, decrypted for the therapist. Written to the record's access log; another therapist's client answers 404.",
        params: ClientParamsSchema,
        response: { 200: NoteListSchema, ...recordErrors },
      },
    },
    async (request) => listNotes(app.db, app.sealer, await recordPractice(request), request.params.id),
  );

  app.post(
    '/api/v1/clients/:id/notes',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Write a session note (a draft until signed)',
        description:
          "The fields follow the chosen template; the note may name one of the client's appointments. Stored encrypted. Written to the record's access log; another therapist's client answers 404.",
        params: ClientParamsSchema,
        body: NoteInputSchema,
        response: { 201: NoteSchema, ...recordErrors },
      },
    },
    async (request, reply) => {
      const note = await createNote(app.db, app.sealer, await recordPractice(request), request.params.id, request.body);
      return reply.status(201).send(note);
    },
  );

  app.get(
    '/api/v1/clients/:id/notes/:noteId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'One session note',
        description:
          "Decrypted for the therapist. Written to the record's access log; another therapist's client answers 404.",
        params: NoteParamsSchema,
        response: { 200: NoteSchema, ...recordErrors },
      },
    },
    async (request) =>
      readNote(app.db, app.sealer, await recordPractice(request), request.params.id, request.params.noteId),
  );

  app.put(
    '/api/v1/clients/:id/notes/:noteId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Save a draft note again',
        description: 'A signed note is final: changing it answers 409 NOTE_SIGNED.',
        params: NoteParamsSchema,
        body: NoteInputSchema,
        response: { 200: NoteSchema, ...recordErrors, 409: ErrorSchema },
      },
    },
    async (request) =>
      updateNote(
        app.db,
        app.sealer,
        await recordPractice(request),
        request.params.id,
        request.params.noteId,
        request.body,
      ),
  );

  app.post(
    '/api/v1/clients/:id/notes/:noteId/sign',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Sign a note, which locks it for good',
        description:
          "A signed note can no longer be changed; 409 NOTE_SIGNED when it is signed already. Written to the record's access log; another therapist's client answers 404.",
        params: NoteParamsSchema,
        response: { 200: NoteSchema, ...recordErrors, 409: ErrorSchema },
      },
    },
    async (request) =>
      signNote(app.db, app.sealer, await recordPractice(request), request.params.id, request.params.noteId),
  );

  app.get(
    '/api/v1/clients/:id/access-log',
    {
      ...guard,
      schema: {
        tags,
        summary: "Who opened or changed this client's record, newest first",
        description:
          "Who, what and when for each reading or change; `limit` caps the list (100 unless given). Another therapist's client answers 404.",
        params: ClientParamsSchema,
        querystring: AccessLogQuerySchema,
        response: { 200: AccessLogSchema, ...recordErrors },
      },
    },
    async (request) => accessLog(app.db, await recordPractice(request), request.params.id, request.query.limit ?? 100),
  );
};

export default clients;
