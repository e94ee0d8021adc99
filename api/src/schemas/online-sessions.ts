import { type Static, type TSchema, Type } from 'typebox';
import { WAITING_NOTE_MAX_LENGTH } from '../contract/online-sessions.ts';
import { SingleLineText } from './common.ts';

const Uuid = Type.String({ format: 'uuid' });
const Instant = Type.String({ format: 'date-time' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
const Role = Type.Enum(['therapist', 'client', 'guest']);

export const NoContentSchema = Type.Null();

export const RoomParamsSchema = Type.Object({
  slug: Type.String({ examples: ['anna-becker'], pattern: '^[a-z0-9-]{1,120}$' }),
});
export const AppointmentLinkQuerySchema = Type.Object({
  appointment: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{22}$', description: 'An appointment uid' })),
  key: Type.Optional(
    Type.String({
      examples: ['k3YpQ8wZ1nR5tV7x'],
      maxLength: 64,
      description: 'The key from the appointment’s emailed link',
    }),
  ),
});

const AppointmentTimes = Type.Object({
  uid: Type.String({ examples: ['q7Xw2mZr9LkT4vBn8cHd3A'] }),
  startsAt: Instant,
  endsAt: Instant,
});

export const RoomViewSchema = Type.Object({
  therapist: Type.Object({
    slug: Type.String({ examples: ['anna-becker'] }),
    name: Type.String({ examples: ['Dr. Anna Becker'] }),
  }),
  /**
   * `appointment`: the caller's online session starts within 15 minutes or is on; `open`: the
   * therapist lets anyone wait; `early`: the caller's session is later; `closed`: nobody may wait.
   */
  access: Type.Enum(['appointment', 'open', 'early', 'closed']),
  appointment: Nullable(AppointmentTimes),
  /** When the room is closed to the caller: the therapist's next free online time. */
  nextSlot: Nullable(Instant),
});
export type RoomView = Static<typeof RoomViewSchema>;

export const EnterWaitingSchema = Type.Object({
  name: Type.Optional(
    SingleLineText({ examples: ['Jonas Weber'], maxLength: 80, description: 'How a guest is shown' }),
  ),
  appointment: AppointmentLinkQuerySchema.properties.appointment,
  key: AppointmentLinkQuerySchema.properties.key,
});

export const WaitingEntryCreatedSchema = Type.Object({
  id: Uuid,
  /** Proves the entry is the caller's: for its status, leaving, and its live events. */
  key: Type.String({ examples: ['k3YpQ8wZ1nR5tV7x'] }),
});
export type WaitingEntryCreated = Static<typeof WaitingEntryCreatedSchema>;

export const WaitingParamsSchema = Type.Object({ id: Uuid });
// Optional so that an entry asked for without its key is unknown (404), as a bad key is.
export const WaitingKeyQuerySchema = Type.Object({
  key: Type.Optional(Type.String({ examples: ['k3YpQ8wZ1nR5tV7x'], maxLength: 64 })),
});

export const WaitingStatusSchema = Type.Object({
  status: Type.Enum(['waiting', 'admitted', 'declined', 'left', 'replaced']),
  /** The therapist's short message, if they sent one. */
  note: Nullable(Type.String({ examples: ['Ich bin in fünf Minuten bei Ihnen.'] })),
  /** Once admitted: the call's token, for `/video/{token}`. */
  call: Nullable(Type.String({ examples: ['c1a2l3l4t5o6k7e8n9v0w1x2y3z4'] })),
});
export type WaitingStatus = Static<typeof WaitingStatusSchema>;

export const WaitingListSchema = Type.Object({
  /** Whether anyone may wait, not only clients whose session is about to start. */
  open: Type.Boolean(),
  /** Whether TURN relays are configured (without them calls across strict networks may fail). */
  relays: Type.Boolean(),
  entries: Type.Array(
    Type.Object({
      id: Uuid,
      name: Type.String({ examples: ['Jonas Weber'] }),
      since: Instant,
      note: Nullable(Type.String({ examples: ['Ich bin in fünf Minuten bei Ihnen.'] })),
      appointment: Nullable(
        Type.Object({
          uid: Type.String({ examples: ['q7Xw2mZr9LkT4vBn8cHd3A'] }),
          startsAt: Instant,
          endsAt: Instant,
          service: Type.String({ examples: ['Einzeltherapie'] }),
        }),
      ),
    }),
  ),
});
export type WaitingList = Static<typeof WaitingListSchema>;

export const WaitingCountSchema = Type.Object({ waiting: Type.Integer({ examples: [1], minimum: 0 }) });
export const RoomSettingsSchema = Type.Object({ open: Type.Boolean() });
export const WaitingNoteSchema = Type.Object({
  note: SingleLineText({ examples: ['Ich bin in fünf Minuten bei Ihnen.'], maxLength: WAITING_NOTE_MAX_LENGTH }),
});
export const DeclineSchema = Type.Object({
  note: Type.Optional(
    SingleLineText({ examples: ['Ich bin in fünf Minuten bei Ihnen.'], maxLength: WAITING_NOTE_MAX_LENGTH }),
  ),
});
export const AdmittedSchema = Type.Object({
  call: Type.String({ examples: ['c1a2l3l4t5o6k7e8n9v0w1x2y3z4'], description: "The therapist's call token" }),
});

export const CallParamsSchema = Type.Object({
  token: Type.String({ examples: ['p8Zr3nQ1vT6wY9xK2mL5cB7d'], minLength: 10, maxLength: 400 }),
});

const Participant = Type.Object({ id: Uuid, role: Role, name: Type.String({ examples: ['Dr. Anna Becker'] }) });
export type CallPeer = Static<typeof Participant>;

export const CallViewSchema = Type.Object({
  self: Participant,
  therapistSlug: Type.String({ examples: ['anna-becker'] }),
  scheduledEnd: Nullable(Instant),
  /** Until when this address works. */
  expires: Instant,
  iceServers: Type.Array(
    Type.Object({
      urls: Type.Array(Type.String({ examples: ['stun:stun.calma.example:3478'] })),
      username: Type.Optional(Type.String({ examples: ['1772100000:3f1c9a52'] })),
      credential: Type.Optional(Type.String({ examples: ['n0t-a-real-turn-credential'] })),
    }),
  ),
  relays: Type.Boolean(),
});
export type CallView = Static<typeof CallViewSchema>;

export const RelayStatusSchema = Type.Object({
  relays: Type.Boolean(),
  stunServers: Type.Integer({ examples: [1], minimum: 0 }),
});

// What a browser in a call may send over the signalling socket.
const Description = Type.Object({
  type: Type.Enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: Type.String({ maxLength: 60_000 }),
});
const Candidate = Type.Object({
  candidate: Type.String({ maxLength: 2000 }),
  sdpMid: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  sdpMLineIndex: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 64 }))),
  usernameFragment: Type.Optional(Nullable(Type.String({ maxLength: 256 }))),
});
export const SignalInSchema = Type.Union([
  Type.Object({
    type: Type.Literal('signal'),
    to: Uuid,
    description: Type.Optional(Description),
    candidate: Type.Optional(Candidate),
  }),
  Type.Object({ type: Type.Literal('state'), audio: Type.Boolean(), video: Type.Boolean(), screen: Type.Boolean() }),
  Type.Object({ type: Type.Literal('end') }),
  Type.Object({ type: Type.Literal('leave') }),
  Type.Object({ type: Type.Literal('ping') }),
]);
export type SignalIn = Static<typeof SignalInSchema>;

/** What the signalling socket sends. */
export type SignalOut =
  | { type: 'welcome'; self: CallPeer; peers: CallPeer[] }
  | { type: 'joined'; peer: CallPeer }
  | { type: 'left'; id: string }
  | {
      type: 'signal';
      from: string;
      description?: Static<typeof Description>;
      candidate?: Static<typeof Candidate>;
    }
  | { type: 'state'; from: string; audio: boolean; video: boolean; screen: boolean }
  | { type: 'ended' }
  | { type: 'replaced' }
  | { type: 'pong' }
  | { type: 'error'; code: string };

export const LiveQuerySchema = Type.Object({
  conversation: Type.Optional(Type.String({ format: 'uuid' })),
  appointment: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' })),
  key: Type.Optional(Type.String({ examples: ['k3YpQ8wZ1nR5tV7x'], maxLength: 64 })),
  waiting: Type.Optional(Type.String({ format: 'uuid' })),
  waitingKey: Type.Optional(Type.String({ maxLength: 64 })),
});

/** What the live socket (`/api/v1/live`) sends: each says what to fetch again. */
export type LiveOut =
  | { type: 'ready' }
  | { type: 'messages'; clientId: string }
  | { type: 'waiting-room' }
  | { type: 'waiting'; status: WaitingStatus['status'] }
  | { type: 'resync' };
