import { describe, expect, it } from 'vitest';
import { NOTE_FIELD_MAX_LENGTH, NOTE_FIELDS, noteBody, readNoteBody } from './templates.ts';

describe('note templates', () => {
  it('keep exactly the fields of the template, missing ones empty, trailing space dropped', () => {
    expect(noteBody('soap', { subjective: 'Sleeps badly.\n\n', plan: 'Sleep diary' })).toEqual({
      body: { subjective: 'Sleeps badly.', objective: '', assessment: '', plan: 'Sleep diary' },
      problems: [],
    });
    expect(noteBody('dap', { data: 'Talked about work', assessment: 'Less tense' }).body).toEqual({
      data: 'Talked about work',
      assessment: 'Less tense',
      plan: '',
    });
    expect(noteBody('free', { text: '  Indented first line' }).body).toEqual({ text: '  Indented first line' });
  });

  it('refuse a field of another template, naming it', () => {
    expect(noteBody('dap', { data: 'x', subjective: 'y' }).problems).toEqual([
      { field: 'body.fields.subjective', message: 'is not a field of the dap template' },
    ]);
    expect(noteBody('free', { text: 'x', plan: 'y' }).problems[0]?.field).toBe('body.fields.plan');
  });

  it('refuse an empty note and a field that is too long', () => {
    expect(noteBody('soap', { subjective: '  \n ', plan: '' }).problems).toEqual([
      { field: 'body.fields', message: 'a note needs text in at least one field' },
    ]);
    expect(noteBody('free', {}).problems).toHaveLength(1);
    expect(noteBody('free', { text: 'a'.repeat(NOTE_FIELD_MAX_LENGTH + 1) }).problems[0]?.field).toBe(
      'body.fields.text',
    );
    expect(noteBody('free', { text: 'a'.repeat(NOTE_FIELD_MAX_LENGTH) }).problems).toEqual([]);
  });

  it('read a stored body back as the template’s fields only', () => {
    expect(readNoteBody('dap', JSON.stringify({ data: 'd', assessment: 'a', plan: 'p', extra: 'x' }))).toEqual({
      data: 'd',
      assessment: 'a',
      plan: 'p',
    });
    expect(readNoteBody('free', '{}')).toEqual({ text: '' });
  });

  it('know every field once', () => {
    expect([...NOTE_FIELDS].sort()).toEqual(['assessment', 'data', 'objective', 'plan', 'subjective', 'text']);
  });
});
