import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { findAppointment } from '../../booking/appointments.ts';
import { isAppointmentKey } from '../../booking/links.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { appointmentConversation, noSuchConversation } from '../../messages/conversations.ts';
import { principalOf } from '../../plugins/access.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  AppointmentParamsSchema,
  GuestKeyQuerySchema,
  GuestThreadQuerySchema,
  MessageSchema,
  NewMessageSchema,
  ThreadSchema,
} from '../../schemas/messages.ts';
import { conversationRoutes, posting, tags } from '../messages/conversation-routes.ts';

/**
 * Secure messaging through an appointment: its client, signed in or holding the key from their email
 * link, reads and writes the conversation with its therapist. Anyone else is told it does not exist
 * (404).
 */
const appointmentMessages: FastifyPluginAsyncTypebox<{ config: Config; linkSecret: string }> = async (
  app,
  { config, linkSecret },
) => {
  const { read, send } = conversationRoutes(app, { publicUrl: config.publicUrl, linkSecret });

  /** The conversation of the appointment, for its client; anyone else (its therapist too) gets 404. */
  async function guestConversation(request: FastifyRequest, uid: string, key: string | undefined) {
    const appointment = await findAppointment(app.db, uid);
    if (!appointment) throw noSuchConversation();
    const principal = await principalOf(request, app.db);
    const bookedIt = principal !== undefined && appointment.clientUserId === principal.userId;
    if (!bookedIt && !isAppointmentKey(linkSecret, appointment.uid, key)) throw noSuchConversation();
    // A guest becomes the therapist's client only by confirming their address (decision 014).
    if (!appointment.clientId) {
      throw new AppError('EMAIL_UNCONFIRMED', 409, 'Confirm the booking from your email first; then you can write');
    }
    return appointmentConversation(app.db, appointment.clientId);
  }

  app.get(
    '/api/v1/appointments/:uid/messages',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The conversation with the therapist, from an appointment (its email link’s key or the client’s session)',
        description:
          'Pages go back in time with `before`. 409 EMAIL_UNCONFIRMED until a guest has confirmed their booking; the therapist and anyone else get 404.',
        params: AppointmentParamsSchema,
        querystring: GuestThreadQuerySchema,
        response: { 200: ThreadSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const record = await guestConversation(request, request.params.uid, request.query.key);
      return read(record, 'client', request.query.before);
    },
  );

  app.post(
    '/api/v1/appointments/:uid/messages',
    {
      config: { access: 'public', rateLimit: posting },
      schema: {
        tags,
        summary: 'Write to the therapist from an appointment',
        description: 'The therapist is emailed that a message is waiting, without its content.',
        params: AppointmentParamsSchema,
        querystring: GuestKeyQuerySchema,
        body: NewMessageSchema,
        response: { 201: MessageSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const record = await guestConversation(request, request.params.uid, request.query.key);
      return reply.status(201).send(await send(record, { side: 'client' }, request.body.body));
    },
  );
};

export default appointmentMessages;
