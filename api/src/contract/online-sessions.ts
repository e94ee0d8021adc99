// Online sessions (decision 019): the numbers both the API and the site go by.

/** A client with an appointment may wait this many minutes before it starts. */
export const EARLY_ENTRY_MINUTES = 15;
/** The "Join" button shows from this many minutes before an online session. */
export const JOIN_BUTTON_MINUTES = 10;
/** A call is a mesh: everyone sends to everyone, so it stays small (couples and family therapy). */
export const MAX_PARTICIPANTS = 4;
/** A waiting page says it is still open this often… */
export const WAITING_HEARTBEAT_SECONDS = 15;
/** …and an entry not heard from for this long no longer shows in the therapist's list. */
export const WAITING_PRESENCE_SECONDS = 45;
/** The longest text a person can send in the call's chat and the waiting room's short messages. */
export const CHAT_MAX_LENGTH = 2000;
export const WAITING_NOTE_MAX_LENGTH = 200;
/** Largest WebSocket message accepted (a session description with four peers' candidates fits). */
export const LIVE_MAX_MESSAGE_BYTES = 64 * 1024;

/** Why the server closed a socket: the page explains each. */
export const SOCKET_CLOSE = {
  /** The same person opened the call (or waiting room) in a newer tab. */
  replaced: 4001,
  /** The call was ended. */
  ended: 4010,
  /** A message the server does not accept. */
  invalid: 4400,
} as const;
