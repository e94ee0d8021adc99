import { randomUUID } from 'node:crypto';
import type { Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';
import type { SessionNote, SessionNotes } from '../schemas/clients.ts';
import { openRecord, type Practice, recordAccess } from './records.ts';
import { type NoteFields, type NoteTemplate, noteBody, readNoteBody } from './templates.ts';

export interface NoteInput {
  template: NoteTemplate;
  fields: NoteFields;
  appointmentId?: string | null | undefined;
}

// The note's own id is part of what the seal authenticates, so a sealed body copied onto another
// note (or another client's) does not open there.
const purposeOf = (noteId: string) => `session-note:${noteId}`;

const noteColumns = [
  'sessionNote.id',
  'sessionNote.template',
  'sessionNote.bodySealed',
  'sessionNote.signedAt',
  'sessionNote.createdAt',
  'sessionNote.updatedAt',
  'appointment.id as appointmentId',
  'appointment.startsAt as appointmentStartsAt',
] as const;

interface NoteRow {
  id: string;
  template: NoteTemplate;
  bodySealed: string;
  signedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  appointmentId: string | null;
  appointmentStartsAt: Date | null;
}

const noteOf = (sealer: Sealer, row: NoteRow): SessionNote => ({
  id: row.id,
  template: row.template,
  fields: readNoteBody(row.template, sealer.open(row.bodySealed, purposeOf(row.id))),
  appointment:
    row.appointmentId && row.appointmentStartsAt
      ? { id: row.appointmentId, startsAt: row.appointmentStartsAt.toISOString() }
      : null,
  signedAt: row.signedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A note's fields, opened: for the therapist's own data export, which logs the access itself. */
export const openNoteFields = (sealer: Sealer, row: Pick<NoteRow, 'id' | 'template' | 'bodySealed'>) =>
  readNoteBody(row.template, sealer.open(row.bodySealed, purposeOf(row.id)));

const notesOf = (db: Database, clientId: string) =>
  db
    .selectFrom('sessionNote')
    .leftJoin('appointment', 'appointment.id', 'sessionNote.appointmentId')
    .select(noteColumns)
    .where('sessionNote.clientId', '=', clientId);

async function noteRow(db: Database, clientId: string, noteId: string): Promise<NoteRow> {
  const row = await notesOf(db, clientId).where('sessionNote.id', '=', noteId).executeTakeFirst();
  if (!row) throw notFound('No such note');
  return row;
}

export async function listNotes(
  db: Database,
  sealer: Sealer,
  practice: Practice,
  clientId: string,
): Promise<SessionNotes> {
  const client = await openRecord(db, practice, clientId, 'notes.read');
  const rows = await notesOf(db, clientId).orderBy('sessionNote.createdAt', 'desc').orderBy('sessionNote.id').execute();
  return { client, notes: rows.map((row) => noteOf(sealer, row)) };
}

export async function readNote(
  db: Database,
  sealer: Sealer,
  practice: Practice,
  clientId: string,
  noteId: string,
): Promise<SessionNote> {
  await openRecord(db, practice, clientId, 'note.read');
  return noteOf(sealer, await noteRow(db, clientId, noteId));
}

/** The sealed body of a valid note; a linked appointment must be one of this client's. */
async function sealedBody(db: Database, sealer: Sealer, clientId: string, noteId: string, input: NoteInput) {
  const { body, problems } = noteBody(input.template, input.fields);
  if (input.appointmentId) {
    const appointment = await db
      .selectFrom('appointment')
      .select('id')
      .where('id', '=', input.appointmentId)
      .where('clientId', '=', clientId)
      .executeTakeFirst();
    if (!appointment)
      problems.push({ field: 'body.appointmentId', message: "is not one of this client's appointments" });
  }
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', 400, 'The request has invalid fields', problems);
  return sealer.seal(JSON.stringify(body), purposeOf(noteId));
}

export async function createNote(
  db: Database,
  sealer: Sealer,
  practice: Practice,
  clientId: string,
  input: NoteInput,
): Promise<SessionNote> {
  await openRecord(db, practice, clientId);
  const id = randomUUID();
  const bodySealed = await sealedBody(db, sealer, clientId, id, input);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sessionNote')
      .values({
        id,
        therapistId: practice.therapistId,
        clientId,
        appointmentId: input.appointmentId ?? null,
        template: input.template,
        bodySealed,
      })
      .execute();
    await recordAccess(trx, practice.userId, clientId, 'note.create');
  });
  return noteOf(sealer, await noteRow(db, clientId, id));
}

const signedError = () => new AppError('NOTE_SIGNED', 409, 'This note is signed; a signed note cannot be changed');

/** Saves a draft again; a signed note answers 409 (and the database refuses the change as well). */
export async function updateNote(
  db: Database,
  sealer: Sealer,
  practice: Practice,
  clientId: string,
  noteId: string,
  input: NoteInput,
): Promise<SessionNote> {
  await openRecord(db, practice, clientId);
  const existing = await noteRow(db, clientId, noteId);
  if (existing.signedAt) throw signedError();
  const bodySealed = await sealedBody(db, sealer, clientId, noteId, input);
  const changed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('sessionNote')
      .set({
        template: input.template,
        bodySealed,
        appointmentId: input.appointmentId === undefined ? existing.appointmentId : input.appointmentId,
        updatedAt: new Date(),
      })
      .where('id', '=', noteId)
      .where('clientId', '=', clientId)
      // Signed between our read and this write: the condition keeps it final.
      .where('signedAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (row) await recordAccess(trx, practice.userId, clientId, 'note.update');
    return Boolean(row);
  });
  if (!changed) throw signedError();
  return noteOf(sealer, await noteRow(db, clientId, noteId));
}

/** Signs a draft, which locks it for good. Signing a signed note answers 409. */
export async function signNote(
  db: Database,
  sealer: Sealer,
  practice: Practice,
  clientId: string,
  noteId: string,
): Promise<SessionNote> {
  await openRecord(db, practice, clientId);
  await noteRow(db, clientId, noteId);
  const signed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('sessionNote')
      .set({ signedAt: new Date(), updatedAt: new Date() })
      .where('id', '=', noteId)
      .where('clientId', '=', clientId)
      .where('signedAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (row) await recordAccess(trx, practice.userId, clientId, 'note.sign');
    return Boolean(row);
  });
  if (!signed) throw new AppError('NOTE_SIGNED', 409, 'This note is already signed');
  return noteOf(sealer, await noteRow(db, clientId, noteId));
}
