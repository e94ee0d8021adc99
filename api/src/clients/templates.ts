import type { FieldError } from '../schemas/common.ts';

// Session note templates. A note's body is one text per field of its template; the fields are
// stored together as JSON, sealed. This module is shared with the site (through the contract),
// so the editor shows the same fields the API accepts.

export const NOTE_TEMPLATES = ['free', 'soap', 'dap'] as const;
export type NoteTemplate = (typeof NOTE_TEMPLATES)[number];

/** The fields of each template, in the order they are written. */
export const NOTE_TEMPLATE_FIELDS = {
  free: ['text'],
  soap: ['subjective', 'objective', 'assessment', 'plan'],
  dap: ['data', 'assessment', 'plan'],
} as const satisfies Record<NoteTemplate, readonly string[]>;

export type NoteField = (typeof NOTE_TEMPLATE_FIELDS)[NoteTemplate][number];
export const NOTE_FIELDS: readonly NoteField[] = [...new Set(Object.values(NOTE_TEMPLATE_FIELDS).flat())];

/** Room for a long session, far below anything that would strain a request. */
export const NOTE_FIELD_MAX_LENGTH = 20_000;

export type NoteFields = Partial<Record<NoteField, string>>;

/**
 * The fields of a note as stored: exactly the template's fields, each trimmed at the end (trailing
 * blank lines carry nothing), missing ones empty. Problems name the request field they came from.
 */
export function noteBody(
  template: NoteTemplate,
  fields: NoteFields,
): { body: Record<string, string>; problems: FieldError[] } {
  const allowed: readonly string[] = NOTE_TEMPLATE_FIELDS[template];
  const problems: FieldError[] = [];
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (!allowed.includes(field)) {
      problems.push({ field: `body.fields.${field}`, message: `is not a field of the ${template} template` });
    } else if (value.length > NOTE_FIELD_MAX_LENGTH) {
      problems.push({ field: `body.fields.${field}`, message: `must be at most ${NOTE_FIELD_MAX_LENGTH} characters` });
    }
  }
  const body = Object.fromEntries(allowed.map((field) => [field, (fields[field as NoteField] ?? '').trimEnd()]));
  if (problems.length === 0 && Object.values(body).every((text) => text.trim() === '')) {
    problems.push({ field: 'body.fields', message: 'a note needs text in at least one field' });
  }
  return { body, problems };
}

/** A stored body read back: the template's fields, whatever else the JSON held left out. */
export function readNoteBody(template: NoteTemplate, json: string): Record<string, string> {
  const parsed = JSON.parse(json) as Record<string, unknown>;
  return Object.fromEntries(
    NOTE_TEMPLATE_FIELDS[template].map((field) => {
      const value = parsed[field];
      return [field, typeof value === 'string' ? value : ''];
    }),
  );
}
