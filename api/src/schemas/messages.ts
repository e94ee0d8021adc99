import { type Static, type TSchema, Type } from 'typebox';
import { LOCALES } from '../contract/locales.ts';
import { ENQUIRY_MAX_LENGTH, MESSAGE_MAX_LENGTH, MESSAGE_PAGE } from '../contract/messages.ts';
import { example, SingleLineText } from './common.ts';

const Uuid = Type.String({ format: 'uuid' });
const Instant = Type.String({ format: 'date-time' });
// Null first: the app coerces types, and a string branch tried first would turn null into "".
const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
const Side = Type.Enum(['client', 'therapist']);

export const ThreadParamsSchema = Type.Object({ clientId: Uuid });
export const AppointmentParamsSchema = Type.Object({
  uid: Type.String({ examples: ['q7Xw2mZr9LkT4vBn8cHd3A'], pattern: '^[A-Za-z0-9_-]{22}$' }),
});

export const ThreadQuerySchema = Type.Object({
  before: Type.Optional(
    Type.String({ format: 'uuid', description: 'A message id: answer the page of messages written before it' }),
  ),
});
export const GuestThreadQuerySchema = Type.Object({
  key: Type.Optional(
    Type.String({
      examples: ['k3YpQ8wZ1nR5tV7x'],
      maxLength: 64,
      description: 'The key from the client’s appointment link',
    }),
  ),
  before: ThreadQuerySchema.properties.before,
});
export const GuestKeyQuerySchema = Type.Object({ key: GuestThreadQuerySchema.properties.key });

export const NewMessageSchema = Type.Object({
  body: Type.String({
    examples: ['Guten Tag Frau Becker, passt Ihnen auch Donnerstag um 9 Uhr?'],
    minLength: 1,
    maxLength: MESSAGE_MAX_LENGTH,
  }),
});

export const MessageSchema = Type.Object({
  id: Uuid,
  sender: Side,
  body: Type.String({ examples: ['Guten Tag Frau Becker, passt Ihnen auch Donnerstag um 9 Uhr?'] }),
  createdAt: Instant,
  /** When the other side opened it; for messages to the viewer, as it was before this read. */
  readAt: Nullable(Instant),
});
export type Message = Static<typeof MessageSchema>;

const ConversationFields = {
  id: Type.String({ format: 'uuid', description: 'The conversation: the therapist’s client record' }),
  you: Side,
  with: Type.Object({ name: Type.String({ examples: ['Jonas Weber'] }) }),
  reachable: Type.Boolean({
    description: 'Whether the other side can read what is written here (has an account or an appointment link)',
  }),
};

export const ConversationSchema = Type.Object(ConversationFields);
export type Conversation = Static<typeof ConversationSchema>;

export const ThreadSchema = Type.Object({
  conversation: ConversationSchema,
  messages: Type.Array(MessageSchema, { description: `Oldest first; at most ${MESSAGE_PAGE}` }),
  earlier: Type.Boolean({ description: 'Whether older messages exist (ask with before = the first id)' }),
});
export type Thread = Static<typeof ThreadSchema>;

export const GuestThreadSchema = Type.Object({
  ...ThreadSchema.properties,
  waiting: Type.Integer({
    examples: [1],
    minimum: 0,
    description: 'The sender’s messages from the message widget that still wait for them to confirm their address',
  }),
});
export type GuestThread = Static<typeof GuestThreadSchema>;

export const ConfirmedSchema = Type.Object({
  confirmed: Type.Integer({ examples: [8], minimum: 0, description: 'How many waiting messages were passed on now' }),
});

export const ThreadListSchema = Type.Object({
  threads: Type.Array(
    Type.Object({
      id: Uuid,
      name: Type.String({ examples: ['Jonas Weber'], description: 'Who the conversation is with' }),
      lastMessageAt: Nullable(Instant),
      unread: Type.Integer({ examples: [2], minimum: 0 }),
    }),
  ),
});
export type ThreadList = Static<typeof ThreadListSchema>;

export const UnreadCountSchema = Type.Object({ unread: Type.Integer({ examples: [2], minimum: 0 }) });

const NotBlank = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', description: `${description}; not blank` });

export const EnquiryParamsSchema = Type.Object({
  slug: Type.String({ examples: ['anna-becker'], pattern: '^[a-z0-9-]{1,80}$' }),
});

export const EnquirySchema = Type.Object({
  name: SingleLineText({
    examples: ['Jonas Weber'],
    maxLength: 120,
    description: 'How the sender would like to be addressed; not blank',
  }),
  email: Type.String({ format: 'email', maxLength: 254, description: 'Where the confirmation link is sent' }),
  message: example(
    NotBlank(ENQUIRY_MAX_LENGTH, 'The first message to the therapist'),
    'Guten Tag Frau Becker, ich suche einen Therapieplatz wegen Panikattacken. Haben Sie im März Zeit für ein Erstgespräch?',
  ),
  consent: Type.Literal(true, { description: 'Agreement that Calma stores the message and passes it on' }),
  locale: Type.Optional(
    Type.Enum([...LOCALES], {
      examples: ['de'],
      description: 'The language of the widget; Accept-Language when absent',
    }),
  ),
  website: Type.Optional(
    Type.String({ maxLength: 2000, description: 'Leave empty. A filled value is answered like success and dropped.' }),
  ),
});

export const EnquiryAcceptedSchema = Type.Object({
  status: Type.Literal('confirmation_sent', {
    description: 'The sender is emailed a link; the therapist sees the message once it is opened',
  }),
});

export const ConversationKeyQuerySchema = Type.Object({
  key: Type.Optional(
    Type.String({
      examples: ['k3YpQ8wZ1nR5tV7x'],
      maxLength: 64,
      description: 'The key from the conversation’s email link',
    }),
  ),
  before: ThreadQuerySchema.properties.before,
});
export const ConversationKeyOnlySchema = Type.Object({ key: ConversationKeyQuerySchema.properties.key });
