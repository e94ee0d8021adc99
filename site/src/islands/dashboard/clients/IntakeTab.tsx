import type { ClientIntake } from '@calma/api/contract';
import { type FormEvent, useState } from 'react';
import { useApiMutation } from '../../../lib/query.ts';
import AnswersView from '../../intake/AnswersView.tsx';
import { Problem } from '../../QueryState.tsx';
import { dateTimeFormat, type ScreenProps } from '../types.ts';
import RecordLayout, { DashboardLink, useRecord } from './RecordLayout.tsx';
import '../../intake/intake.css';
import { useWords } from '../../words.tsx';

type Response = ClientIntake['responses'][number];

/**
 * The client's intake questionnaires (issue #30): each one sent, with the answers so far or as
 * submitted, section by section; sending one by hand, and reopening a submitted one when the client
 * asks to amend it. Its read is one logged read of the record (the answers are health data).
 */
export default function IntakeTab({ params }: ScreenProps) {
  const { t } = useWords();
  const id = encodeURIComponent(params.id ?? '');
  const path = `/api/v1/clients/${id}/intake`;
  const stale = [path, `/api/v1/clients/${id}/access-log`];
  const query = useRecord<ClientIntake>(path);
  const [notice, setNotice] = useState<string | undefined>();
  const reopen = useApiMutation<unknown, Response>(
    (response) => ({ path: `${path}/${encodeURIComponent(response.id)}/reopen`, method: 'POST' }),
    {
      invalidates: stale,
      onSuccess: (_, response) => setNotice(t('dashboard.intake.client.reopened', { title: response.title })),
    },
  );
  const record = query.data;

  return (
    <RecordLayout params={params} tab="intake" name={record?.client.name} query={query}>
      <h2>{t('dashboard.intake.client.title')}</h2>
      {record && (
        <>
          {notice && (
            <p className="notice notice-success" role="status">
              {notice}
            </p>
          )}
          {reopen.error && <Problem>{t('dashboard.intake.client.actionFailed')}</Problem>}
          <SendForm record={record} path={path} stale={stale} onSent={setNotice} />
          {record.responses.length === 0 ? (
            <p>{t('dashboard.intake.client.none')}</p>
          ) : (
            record.responses.map((response) => (
              <ResponseCard
                key={response.id}
                response={response}
                reopening={reopen.isPending}
                onReopen={() =>
                  window.confirm(t('dashboard.intake.client.reopenConfirm', { title: response.title })) &&
                  reopen.mutate(response)
                }
              />
            ))
          )}
          <p>
            <DashboardLink to="/dashboard/settings/intake">{t('dashboard.intake.client.manage')}</DashboardLink>
          </p>
        </>
      )}
    </RecordLayout>
  );
}

function SendForm({
  record,
  path,
  stale,
  onSent,
}: {
  record: ClientIntake;
  path: string;
  stale: string[];
  onSent: (words: string) => void;
}) {
  const { t } = useWords();
  const [formId, setFormId] = useState(record.forms[0]?.id ?? '');
  const chosen = record.forms.find((f) => f.id === formId) ?? record.forms[0];
  const send = useApiMutation<{ responseId: string; expiresAt: string }>(
    () => ({ path, method: 'POST', body: { formId: chosen?.id } }),
    { invalidates: stale, onSuccess: () => onSent(t('dashboard.intake.client.sent', { title: chosen?.title ?? '' })) },
  );
  if (record.forms.length === 0) return <p>{t('dashboard.intake.client.noForms')}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <form onSubmit={submit} className="card" aria-labelledby="intake-send-heading">
      <h3 id="intake-send-heading">{t('dashboard.intake.client.send')}</h3>
      <div className="field">
        <label htmlFor="intake-send-form">{t('dashboard.intake.client.which')}</label>
        <select id="intake-send-form" value={chosen?.id} onChange={(e) => setFormId(e.target.value)}>
          {record.forms.map((form) => (
            <option key={form.id} value={form.id}>
              {form.title}
            </option>
          ))}
        </select>
      </div>
      <p className="hint">{t('dashboard.intake.client.sendHint')}</p>
      {send.error && <Problem>{t('dashboard.intake.client.actionFailed')}</Problem>}
      <button type="submit" className="button button-primary" disabled={send.isPending}>
        {t('dashboard.intake.client.sendButton')}
      </button>
    </form>
  );
}

function ResponseCard({
  response,
  reopening,
  onReopen,
}: {
  response: Response;
  reopening: boolean;
  onReopen: () => void;
}) {
  const { t, locale } = useWords();
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const heading = `intake-response-${response.id}`;
  return (
    <article className="card" aria-labelledby={heading}>
      <h3 id={heading}>{response.title}</h3>
      {response.status === 'submitted' && response.submittedAt ? (
        <p>
          <span className="badge badge-ok">{t('dashboard.intake.client.submitted')}</span>{' '}
          {t('dashboard.intake.client.submittedOn', { date: when.format(new Date(response.submittedAt)) })}
        </p>
      ) : (
        <>
          <p>
            <span className="badge badge-missing">{t('dashboard.intake.client.open')}</span>{' '}
            {t('dashboard.intake.client.openLine', {
              sent: when.format(new Date(response.createdAt)),
              saved: when.format(new Date(response.updatedAt)),
            })}
          </p>
          {response.missing.length > 0 && (
            <p>{t('dashboard.intake.client.missing', { count: response.missing.length })}</p>
          )}
        </>
      )}
      <AnswersView definition={response.definition} answers={response.answers} level={4} />
      {response.status === 'submitted' && (
        <p className="actions">
          <button type="button" className="button" disabled={reopening} onClick={onReopen}>
            {t('dashboard.intake.client.reopen')}
            <span className="visually-hidden"> “{response.title}”</span>
          </button>
        </p>
      )}
    </article>
  );
}
