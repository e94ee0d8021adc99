import {
  type ClientAppointments,
  NOTE_TEMPLATE_FIELDS,
  NOTE_TEMPLATES,
  type NoteField,
  type NoteTemplate,
  type SessionNote,
  type SessionNotes,
} from '@calma/api/contract';
import { type SyntheticEvent, useRef, useState } from 'react';
import { type ApiError, useApiCache, useApiMutation, useApiQuery } from '../../../lib/query.ts';
import { useWords } from '../../words.tsx';
import { dateTimeFormat, type ScreenProps } from '../types.ts';
import RecordLayout, { useRecord } from './RecordLayout.tsx';

interface Draft {
  /** The draft being edited again; undefined for a new note. */
  id: string | undefined;
  template: NoteTemplate;
  /** Text per field; switching templates keeps what the fields have in common. */
  fields: Partial<Record<NoteField, string>>;
  appointmentId: string;
}

const blank = (): Draft => ({ id: undefined, template: 'free', fields: {}, appointmentId: '' });

/** Whether the API refused the note as a whole for having no text (`body.fields`), not one of its fields. */
const namesWholeFields = (details: unknown) =>
  Array.isArray(details) && details.some((d: { field?: string }) => d.field === 'body.fields');

/** Session notes: a list, newest first, and an editor with templates; signing locks a note for good. */
export default function NotesTab({ params }: ScreenProps) {
  const { t, locale } = useWords();
  const id = encodeURIComponent(params.id ?? '');
  const path = `/api/v1/clients/${id}/notes`;
  const query = useRecord<SessionNotes>(path);
  const notes = query.data?.notes;
  // The sessions a note can be about, read once the notes are; without them a note simply stands on its own.
  const sessions =
    useApiQuery<ClientAppointments>(query.data && `/api/v1/clients/${id}/appointments`).data?.appointments.filter(
      (a) => new Date(a.startsAt) <= new Date(),
    ) ?? [];
  const [draft, setDraft] = useState<Draft>(blank);
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>(undefined);
  const [emptyProblem, setEmptyProblem] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const editorHeading = useRef<HTMLHeadingElement>(null);
  // The list is read again once after saving, or after signing (which saves first): each read of
  // the notes is an entry in the record's access log.
  const cache = useApiCache();
  const saving = useApiMutation<SessionNote, { noteId: string | undefined; body: object }>(({ noteId, body }) =>
    noteId ? { path: `${path}/${noteId}`, method: 'PUT', body } : { path, method: 'POST', body },
  );
  const signing = useApiMutation<SessionNote, string>(
    (noteId) => ({ path: `${path}/${noteId}/sign`, method: 'POST' }),
    { onSettled: () => void cache.invalidate(path) },
  );
  const busy = saving.isPending || signing.isPending;

  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const day = (iso: string) => date.format(new Date(iso));
  const fieldsOf = (template: NoteTemplate): readonly NoteField[] => NOTE_TEMPLATE_FIELDS[template];
  const written = fieldsOf(draft.template).some((f) => (draft.fields[f] ?? '').trim() !== '');

  const payload = () => ({
    template: draft.template,
    fields: Object.fromEntries(fieldsOf(draft.template).map((f) => [f, draft.fields[f] ?? ''])),
    appointmentId: draft.appointmentId || null,
  });

  const failed = (problem: ApiError) => {
    if (problem.code === 'NOTE_SIGNED') setMessage({ text: t('dashboard.clients.notes.signedConflict'), error: true });
    else if (problem.status === 400 && namesWholeFields(problem.details)) setEmptyProblem(true);
    else setMessage({ text: t('dashboard.clients.notes.error'), error: true });
  };

  /** Saves the draft (new or again) and answers the saved note, or undefined after saying what went wrong. */
  const store = async (): Promise<SessionNote | undefined> => {
    try {
      const saved = await saving.mutateAsync({ noteId: draft.id, body: payload() });
      setDraft((current) => ({ ...current, id: saved.id }));
      return saved;
    } catch (problem) {
      failed(problem as ApiError);
      return undefined;
    }
  };

  const saveDraft = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    if (!written) {
      setEmptyProblem(true);
      return;
    }
    setEmptyProblem(false);
    if (!(await store())) return;
    void cache.invalidate(path);
    setMessage({ text: t('dashboard.clients.notes.saved'), error: false });
  };

  const askToSign = () => {
    setMessage(undefined);
    if (!written) {
      setEmptyProblem(true);
      return;
    }
    setEmptyProblem(false);
    dialog.current?.showModal();
  };

  const sign = async () => {
    dialog.current?.close();
    const saved = await store();
    if (!saved) return;
    signing.mutate(saved.id, {
      onSuccess: () => {
        setDraft(blank());
        setMessage({ text: t('dashboard.clients.notes.signed'), error: false });
      },
      onError: failed,
    });
  };

  const edit = (note: SessionNote) => {
    setMessage(undefined);
    setEmptyProblem(false);
    setDraft({
      id: note.id,
      template: note.template,
      fields: { ...note.fields },
      appointmentId: note.appointment?.id ?? '',
    });
    editorHeading.current?.focus();
  };

  const startOver = () => {
    setDraft(blank());
    setEmptyProblem(false);
    setMessage(undefined);
    editorHeading.current?.focus();
  };

  const editing = notes?.find((n) => n.id === draft.id);

  return (
    <RecordLayout params={params} tab="notes" name={query.data?.client.name} query={query}>
      <h2>{t('dashboard.clients.tab.notes')}</h2>
      <p>{t('dashboard.clients.notes.lead')}</p>

      <form className="record-form note-editor" onSubmit={saveDraft} noValidate aria-labelledby="note-editor-heading">
        <h3 id="note-editor-heading" ref={editorHeading} tabIndex={-1}>
          {editing
            ? t('dashboard.clients.notes.editing', { date: day(editing.createdAt) })
            : t('dashboard.clients.notes.new')}
        </h3>
        <fieldset>
          <legend>{t('dashboard.clients.notes.template')}</legend>
          {NOTE_TEMPLATES.map((template) => (
            <div key={template} className="checkbox-field">
              <input
                type="radio"
                id={`note-template-${template}`}
                name="note-template"
                value={template}
                checked={draft.template === template}
                onChange={() => setDraft((current) => ({ ...current, template }))}
                aria-describedby={`note-template-${template}-hint`}
              />
              <label htmlFor={`note-template-${template}`}>
                {t(`dashboard.clients.notes.template.${template}`)}{' '}
                <span id={`note-template-${template}-hint`} className="hint">
                  {t(`dashboard.clients.notes.templateHint.${template}`)}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
        {sessions.length > 0 && (
          <div className="field">
            <label htmlFor="note-session">{t('dashboard.clients.notes.session')}</label>
            <select
              id="note-session"
              value={draft.appointmentId}
              onChange={(e) => {
                const appointmentId = e.currentTarget.value;
                setDraft((current) => ({ ...current, appointmentId }));
              }}
            >
              <option value="">{t('dashboard.clients.notes.noSession')}</option>
              {sessions.map((s) => (
                <option key={s.id} value={s.id}>
                  {`${day(s.startsAt)} · ${s.serviceName}`}
                </option>
              ))}
            </select>
          </div>
        )}
        {fieldsOf(draft.template).map((field) => (
          <div key={field} className="field">
            <label htmlFor={`note-${field}`}>{t(`dashboard.clients.notes.field.${field}`)}</label>
            <p id={`note-${field}-hint`} className="hint">
              {t(
                `dashboard.clients.notes.hint.${draft.template === 'dap' && field === 'assessment' ? 'dapAssessment' : field}`,
              )}
            </p>
            <textarea
              id={`note-${field}`}
              rows={draft.template === 'free' ? 10 : 4}
              value={draft.fields[field] ?? ''}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setDraft((current) => ({ ...current, fields: { ...current.fields, [field]: text } }));
              }}
              aria-describedby={`note-${field}-hint${emptyProblem ? ' note-empty-problem' : ''}`}
              aria-invalid={emptyProblem || undefined}
            />
          </div>
        ))}
        {emptyProblem && (
          <p id="note-empty-problem" className="notice notice-error" role="alert">
            {t('dashboard.clients.notes.problem.empty')}
          </p>
        )}
        <p aria-live="polite" className={message ? `notice${message.error ? ' notice-error' : ''}` : 'visually-hidden'}>
          {message?.text}
        </p>
        <div className="button-row">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('dashboard.clients.notes.saving') : t('dashboard.clients.notes.saveDraft')}
          </button>
          <button type="button" className="button button-primary" disabled={busy} onClick={askToSign}>
            {t('dashboard.clients.notes.sign')}
          </button>
          {draft.id && (
            <button type="button" className="button" onClick={startOver}>
              {t('dashboard.clients.notes.startOver')}
            </button>
          )}
        </div>
      </form>

      <dialog ref={dialog} aria-labelledby="sign-title" aria-describedby="sign-text" className="confirm-dialog">
        <h3 id="sign-title">{t('dashboard.clients.notes.signConfirmTitle')}</h3>
        <p id="sign-text">{t('dashboard.clients.notes.signConfirmText')}</p>
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => void sign()}>
            {t('dashboard.clients.notes.signConfirmYes')}
          </button>
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t('dashboard.clients.notes.signConfirmNo')}
          </button>
        </div>
      </dialog>

      <h3>{t('dashboard.clients.notes.list')}</h3>
      {notes?.length === 0 && <p>{t('dashboard.clients.notes.empty')}</p>}
      {notes && notes.length > 0 && (
        <ol className="note-list">
          {notes.map((note) => (
            <li key={note.id} className="card">
              <article aria-labelledby={`note-${note.id}-title`}>
                <h4 id={`note-${note.id}-title`}>
                  {note.appointment
                    ? t('dashboard.clients.notes.forSession', { date: day(note.appointment.startsAt) })
                    : t('dashboard.clients.notes.writtenOn', { date: day(note.createdAt) })}
                  {' · '}
                  {t(`dashboard.clients.notes.template.${note.template}`)}
                </h4>
                <p className={note.signedAt ? 'badge badge-ok' : 'badge badge-muted'}>
                  {note.signedAt
                    ? t('dashboard.clients.notes.signedOn', { date: day(note.signedAt) })
                    : t('dashboard.clients.notes.draftSaved', { date: day(note.updatedAt) })}
                </p>
                <dl className="note-fields">
                  {fieldsOf(note.template)
                    .filter((field) => (note.fields[field] ?? '').trim() !== '')
                    .map((field) => (
                      <div key={field}>
                        <dt>{t(`dashboard.clients.notes.field.${field}`)}</dt>
                        <dd>{note.fields[field]}</dd>
                      </div>
                    ))}
                </dl>
                {!note.signedAt && (
                  <button
                    type="button"
                    className="button"
                    onClick={() => edit(note)}
                    aria-label={t('dashboard.clients.notes.editLabel', { date: day(note.createdAt) })}
                  >
                    {t('dashboard.clients.notes.edit')}
                  </button>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}
    </RecordLayout>
  );
}
