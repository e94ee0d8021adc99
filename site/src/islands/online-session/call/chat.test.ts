import { CHAT_MAX_LENGTH } from '@calma/api/contract';
import { describe, expect, it } from 'vitest';
import { chatWire, checkDraft, readWire } from './chat.ts';

describe('what a person types', () => {
  it('is trimmed, and refused when empty or longer than the limit', () => {
    expect(checkDraft('  hello \n')).toEqual({ ok: true, text: 'hello' });
    expect(checkDraft('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(checkDraft('a'.repeat(CHAT_MAX_LENGTH))).toMatchObject({ ok: true });
    expect(checkDraft('a'.repeat(CHAT_MAX_LENGTH + 1))).toEqual({ ok: false, reason: 'long' });
  });

  it('counts characters, not UTF-16 units (emoji count once)', () => {
    expect(checkDraft('🙂'.repeat(CHAT_MAX_LENGTH))).toMatchObject({ ok: true });
  });
});

describe('what arrives from a peer', () => {
  const now = 1_700_000_000_000;

  it('is read back as it was sent', () => {
    expect(readWire(chatWire('Can you hear me?', 'm1', now), now + 50)).toEqual({
      type: 'chat',
      id: 'm1',
      text: 'Can you hear me?',
      sentAt: now,
    });
  });

  it('is dropped when it is not a chat message', () => {
    expect(readWire('not json', now)).toBeNull();
    expect(readWire(JSON.stringify({ type: 'other', id: 'x', text: 'hi', sentAt: now }), now)).toBeNull();
    expect(readWire(JSON.stringify({ type: 'chat', id: 'x', text: '  ', sentAt: now }), now)).toBeNull();
    expect(readWire(JSON.stringify({ type: 'chat', id: 'x', text: 'a'.repeat(CHAT_MAX_LENGTH + 1) }), now)).toBeNull();
    expect(readWire(new ArrayBuffer(4), now)).toBeNull();
  });

  it('takes the arrival time when the sender’s clock is far off', () => {
    expect(readWire(chatWire('hi', 'm2', now + 3_600_000), now)?.sentAt).toBe(now);
  });
});
