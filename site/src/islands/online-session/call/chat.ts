import { CHAT_MAX_LENGTH } from '@calma/api/contract';

// The call's chat goes browser to browser over a data channel and never through our server
// (decision 019). What travels is small JSON; what arrives is checked, since the other side could
// send anything.

/** What one browser sends another. The sender is the peer the channel belongs to, never a field. */
export interface ChatWire {
  type: 'chat';
  /** Unique per message, so one sent to several peers is shown once by each. */
  id: string;
  text: string;
  /** When it was sent (milliseconds since the epoch), by the sender's clock. */
  sentAt: number;
}

/** A message as the chat shows it. */
export interface ChatLine {
  id: string;
  from: string;
  /** Whether we sent it. */
  mine: boolean;
  text: string;
  at: number;
}

export type Draft = { ok: true; text: string } | { ok: false; reason: 'empty' | 'long' };

/** What the person typed, ready to send: trimmed, not empty, at most CHAT_MAX_LENGTH characters. */
export function checkDraft(input: string): Draft {
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  if ([...text].length > CHAT_MAX_LENGTH) return { ok: false, reason: 'long' };
  return { ok: true, text };
}

export function chatWire(text: string, id: string, now: number): string {
  return JSON.stringify({ type: 'chat', id, text, sentAt: now } satisfies ChatWire);
}

/**
 * A message from a peer's channel, or null for anything that is not one. A sender's clock more
 * than a minute off (or a made-up time) gives way to the time it arrived.
 */
export function readWire(data: unknown, receivedAt: number): ChatWire | null {
  if (typeof data !== 'string' || data.length > CHAT_MAX_LENGTH * 4 + 200) return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, id, text, sentAt } = value as Record<string, unknown>;
  if (type !== 'chat' || typeof id !== 'string' || id.length === 0 || id.length > 64) return null;
  if (typeof text !== 'string') return null;
  const draft = checkDraft(text);
  if (!draft.ok) return null;
  const at = typeof sentAt === 'number' && Math.abs(sentAt - receivedAt) < 60_000 ? sentAt : receivedAt;
  return { type: 'chat', id, text: draft.text, sentAt: at };
}
