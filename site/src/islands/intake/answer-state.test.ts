import type { IntakeDefinition } from '@calma/api/contract';
import { describe, expect, it } from 'vitest';
import {
  answerReducer,
  batchToSend,
  initialState,
  localCopyOf,
  localProblem,
  parseLocalCopy,
  shownStatus,
  stillRequired,
} from './answer-state.ts';

const definition: IntakeDefinition = {
  sections: [
    {
      id: 'about',
      title: 'About you',
      questions: [
        { id: 'reason', kind: 'long_text', label: 'What brings you?', required: true },
        { id: 'name', kind: 'short_text', label: 'Preferred name', required: false },
        { id: 'born', kind: 'date', label: 'Date of birth', required: false },
        {
          id: 'medication',
          kind: 'yes_no',
          label: 'Do you take medication?',
          required: true,
          followUp: { label: 'Which?', required: true },
        },
        { id: 'mood', kind: 'scale', label: 'Mood', required: false, min: 0, max: 10 },
      ],
    },
  ],
};

const server = { answers: { reason: 'Sleep', name: 'Jo' }, updatedAt: '2026-05-01T10:00:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('the answers shown on load', () => {
  it('are the server’s when this browser kept nothing', () => {
    const state = initialState(server, undefined);
    expect(state.answers).toEqual(server.answers);
    expect(state.pending).toEqual({});
    expect(shownStatus(state, definition)).toBe('idle');
  });

  it('take this browser’s unsaved answers over the server’s when nothing was saved since, and send them on', () => {
    const local = {
      base: server.updatedAt,
      // Typed on a phone whose clock is behind: still newer, since the server has not changed since.
      answers: { reason: { value: 'Sleep and worry', at: at('2026-05-01T09:00:00Z') } },
    };
    const state = initialState(server, local);
    expect(state.answers.reason).toBe('Sleep and worry');
    expect(Object.keys(state.pending)).toEqual(['reason']);
    expect(batchToSend(state, definition)).toEqual({ reason: 'Sleep and worry' });
  });

  it('keep the server’s answer when it was saved elsewhere after this browser’s was typed', () => {
    const local = {
      base: '2026-05-01T08:00:00.000Z',
      answers: { name: { value: 'J.', at: at('2026-05-01T09:00:00Z') } },
    };
    const state = initialState(server, local);
    expect(state.answers.name).toBe('Jo');
    expect(state.pending).toEqual({});
  });

  it('keep this browser’s answer typed after a save elsewhere', () => {
    const local = {
      base: '2026-05-01T08:00:00.000Z',
      answers: { name: { value: 'J.', at: at('2026-05-01T11:00:00Z') } },
    };
    expect(initialState(server, local).answers.name).toBe('J.');
  });

  it('do not count an unsaved answer the server already has as pending', () => {
    const local = { base: server.updatedAt, answers: { name: { value: 'Jo', at: at('2026-05-01T11:00:00Z') } } };
    expect(initialState(server, local).pending).toEqual({});
  });
});

describe('restoring once the page runs', () => {
  it('puts back this browser’s unsaved answers without undoing what was typed since', () => {
    let state = initialState(server, undefined);
    state = answerReducer(state, { type: 'change', questionId: 'mood', value: 4, at: 10 });
    const local = {
      base: server.updatedAt,
      answers: { reason: { value: 'Sleep and worry', at: 1 }, mood: { value: 2, at: 1 } },
    };
    state = answerReducer(state, { type: 'restore', local });
    expect(state.restored).toBe(true);
    expect(state.answers).toMatchObject({ reason: 'Sleep and worry', mood: 4, name: 'Jo' });
    expect(state.pending).toEqual({ reason: 1, mood: 10 });
  });

  it('changes nothing when the copy is older than the API’s answers', () => {
    const state = initialState(server, undefined);
    const local = { base: '2026-04-01T00:00:00.000Z', answers: { name: { value: 'J.', at: 1 } } };
    expect(answerReducer(state, { type: 'restore', local })).toBe(state);
    expect(answerReducer(state, { type: 'restore', local: undefined })).toBe(state);
  });
});

describe('the copy this browser keeps', () => {
  it('holds only what is pending, with the server time it was typed after, and nothing once all is saved', () => {
    let state = initialState(server, undefined);
    expect(localCopyOf(state)).toBeUndefined();
    state = answerReducer(state, { type: 'change', questionId: 'mood', value: 7, at: 5 });
    const copy = localCopyOf(state);
    expect(copy).toEqual({ base: server.updatedAt, answers: { mood: { value: 7, at: 5 } } });
    expect(parseLocalCopy(JSON.stringify(copy))).toEqual(copy);
    state = answerReducer(state, { type: 'sending', batch: { mood: 7 } });
    state = answerReducer(state, { type: 'saved', batch: { mood: 7 }, updatedAt: '2026-05-01T10:05:00.000Z' });
    expect(localCopyOf(state)).toBeUndefined();
  });

  it('is read only when it has its shape', () => {
    expect(parseLocalCopy(null)).toBeUndefined();
    expect(parseLocalCopy('not json')).toBeUndefined();
    expect(parseLocalCopy('{"answers":{}}')).toBeUndefined();
    expect(parseLocalCopy('{"base":"x","answers":{"a":{"value":"v"},"b":{"value":1,"at":2}}}')).toEqual({
      base: 'x',
      answers: { b: { value: 1, at: 2 } },
    });
  });
});

describe('saving as the client goes', () => {
  it('sends each changed answer once, and keeps what was typed while it was on its way', () => {
    let state = initialState(server, undefined);
    state = answerReducer(state, { type: 'change', questionId: 'name', value: 'Joanna', at: 1 });
    const batch = batchToSend(state, definition);
    expect(batch).toEqual({ name: 'Joanna' });
    state = answerReducer(state, { type: 'sending', batch: batch ?? {} });
    expect(state.status).toBe('saving');
    expect(batchToSend(state, definition)).toBeUndefined();
    state = answerReducer(state, { type: 'change', questionId: 'name', value: 'Joanna M', at: 2 });
    state = answerReducer(state, { type: 'saved', batch: batch ?? {}, updatedAt: '2026-05-01T10:01:00.000Z' });
    expect(state.pending).toEqual({ name: 2 });
    expect(shownStatus(state, definition)).toBe('saving');
    expect(batchToSend(state, definition)).toEqual({ name: 'Joanna M' });
  });

  it('says saved once nothing is pending, and ignores a change to the same value', () => {
    let state = initialState(server, undefined);
    expect(answerReducer(state, { type: 'change', questionId: 'name', value: 'Jo', at: 1 })).toBe(state);
    state = answerReducer(state, { type: 'change', questionId: 'born', value: '1990-02-03', at: 1 });
    state = answerReducer(state, { type: 'sending', batch: { born: '1990-02-03' } });
    state = answerReducer(state, { type: 'saved', batch: { born: '1990-02-03' }, updatedAt: server.updatedAt });
    expect(shownStatus(state, definition)).toBe('saved');
  });

  it('holds back an answer with a problem, sends the rest, and sends a cleared answer as empty', () => {
    let state = initialState(server, undefined);
    state = answerReducer(state, { type: 'change', questionId: 'name', value: 'x'.repeat(501), at: 1 });
    state = answerReducer(state, { type: 'change', questionId: 'reason', value: '', at: 1 });
    expect(batchToSend(state, definition)).toEqual({ reason: '' });
    state = answerReducer(state, { type: 'sending', batch: { reason: '' } });
    state = answerReducer(state, { type: 'saved', batch: { reason: '' }, updatedAt: server.updatedAt });
    // Only the answer with a problem is left: it waits for the client, not for the network.
    expect(shownStatus(state, definition)).toBe('unsaved');
    expect(localCopyOf(state)?.answers.name?.value).toHaveLength(501);
  });

  it('keeps an answer the API refused beside its question until it changes, and saves the others', () => {
    let state = initialState(server, undefined);
    state = answerReducer(state, { type: 'change', questionId: 'born', value: '1990-02-03', at: 1 });
    state = answerReducer(state, { type: 'change', questionId: 'name', value: 'Jay', at: 1 });
    const batch = { born: '1990-02-03', name: 'Jay' };
    state = answerReducer(state, { type: 'sending', batch });
    state = answerReducer(state, {
      type: 'refused',
      batch,
      problems: [{ questionId: 'born', problem: 'invalid_date' }],
    });
    expect(shownStatus(state, definition)).toBe('refused');
    expect(state.refused.born).toEqual({ questionId: 'born', problem: 'invalid_date' });
    expect(batchToSend(state, definition)).toEqual({ name: 'Jay' });
    state = answerReducer(state, { type: 'change', questionId: 'born', value: '1990-02-04', at: 2 });
    expect(state.refused).toEqual({});
    expect(shownStatus(state, definition)).toBe('saving');
    expect(batchToSend(state, definition)).toEqual({ born: '1990-02-04', name: 'Jay' });
  });

  it('keeps everything pending when it could not be sent', () => {
    let state = initialState(server, undefined);
    state = answerReducer(state, { type: 'change', questionId: 'mood', value: 3, at: 1 });
    state = answerReducer(state, { type: 'sending', batch: { mood: 3 } });
    state = answerReducer(state, { type: 'notSent', batch: { mood: 3 }, outcome: 'retrying' });
    expect(shownStatus(state, definition)).toBe('retrying');
    expect(batchToSend(state, definition)).toEqual({ mood: 3 });
    expect(localCopyOf(state)?.answers.mood?.value).toBe(3);
  });
});

describe('checking as the client types', () => {
  const question = (id: string) => definition.sections[0]?.questions.find((q) => q.id === id);

  it('uses the contract’s rules and lets an answer be emptied', () => {
    const name = question('name');
    const born = question('born');
    if (!name || !born) throw new Error('fixture');
    expect(localProblem(name, 'x'.repeat(501))).toEqual({ questionId: 'name', problem: 'too_long', max: 500 });
    expect(localProblem(name, '')).toBeUndefined();
    expect(localProblem(born, '2026-02-30')).toEqual({ questionId: 'born', problem: 'invalid_date' });
  });

  it('lists what is still required, a required follow-up only after yes', () => {
    let state = initialState({ answers: {}, updatedAt: server.updatedAt }, undefined);
    expect(stillRequired(definition, state)).toEqual(['reason', 'medication']);
    state = answerReducer(state, { type: 'change', questionId: 'medication', value: { yes: false }, at: 1 });
    state = answerReducer(state, { type: 'change', questionId: 'reason', value: 'Sleep', at: 1 });
    expect(stillRequired(definition, state)).toEqual([]);
    state = answerReducer(state, { type: 'change', questionId: 'medication', value: { yes: true }, at: 2 });
    expect(stillRequired(definition, state)).toEqual(['medication']);
  });
});
