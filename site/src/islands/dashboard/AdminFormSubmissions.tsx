import {
  displayNames,
  FORM_KINDS,
  type FormKind,
  type FormSubmission,
  type FormSubmissions,
} from '@calma/api/contract';
import { Fragment, useId, useState } from 'react';
import { useApiCache, useApiMutation, useApiPages } from '../../lib/query.ts';
import QueryState, { Problem } from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import { LiveNotice } from './parts/LiveNotice.tsx';
import { dateTimeFormat } from './types.ts';

type Status = 'open' | 'handled' | 'all';
const PER_PAGE = 50;
const P = 'dashboard.formSubmissions';
const SUBMISSIONS = '/api/v1/admin/form-submissions';
const languageName = (locale: string, of: string) => displayNames(locale, { type: 'language' }).of(of) ?? of;

/** The order fields are shown in, per form; anything else a submission holds follows. */
const FIELD_ORDER = [
  'employerName',
  'organisation',
  'outlet',
  'name',
  'senderName',
  'email',
  'hrName',
  'hrEmail',
  'partnershipKind',
  'language',
  'deadline',
  'message',
];
const TITLE_FIELD: Record<FormKind, string> = {
  recommend_employer: 'employerName',
  partnership: 'organisation',
  press: 'outlet',
};

function Submission({
  submission: s,
  onChanged,
}: {
  submission: FormSubmission;
  onChanged: (s: FormSubmission) => void;
}) {
  const { t, locale } = useWords();
  const update = useApiMutation<FormSubmission, boolean>((handled) => ({
    path: `${SUBMISSIONS}/${s.id}`,
    method: 'PATCH',
    body: { handled },
  }));
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const title = s.fields[TITLE_FIELD[s.kind]] ?? '';
  const entries = Object.entries(s.fields).sort(
    ([a], [b]) => (FIELD_ORDER.indexOf(a) + 1 || 99) - (FIELD_ORDER.indexOf(b) + 1 || 99),
  );
  const shown = (field: string, value: string) => {
    if (field === 'partnershipKind') return t(`${P}.partnershipKind.${value}`);
    if (field === 'language') return languageName(locale, value);
    if (field === 'email' || field === 'hrEmail') return <a href={`mailto:${value}`}>{value}</a>;
    if (field === 'deadline')
      return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value));
    return value;
  };

  const toggle = () => update.mutate(!s.handledAt, { onSuccess: onChanged });

  return (
    <li className="card review">
      <h2>
        {t(`${P}.kind.${s.kind}`)}: {title}
      </h2>
      <p className="hint">
        {t(`${P}.received`, { date: date.format(new Date(s.createdAt)) })} · {t(`${P}.pageLanguage`)}:{' '}
        {languageName(locale, s.locale)}
      </p>
      {s.emailSentAt ? (
        <p className="hint">
          {t(s.kind === 'recommend_employer' ? `${P}.letterSent` : `${P}.teamNotified`, {
            date: date.format(new Date(s.emailSentAt)),
          })}
        </p>
      ) : (
        s.kind !== 'recommend_employer' && <p className="notice notice-error">{t(`${P}.notNotified`)}</p>
      )}
      <dl className="facts">
        {entries.map(([field, value]) => (
          <Fragment key={field}>
            <dt>{t(`${P}.field.${field}`)}</dt>
            <dd className={field === 'message' ? 'preserve-lines' : undefined}>{shown(field, value)}</dd>
          </Fragment>
        ))}
      </dl>
      {s.handledAt && <p className="badge">{t(`${P}.handledOn`, { date: date.format(new Date(s.handledAt)) })}</p>}
      {update.isError && (
        <p className="notice notice-error" role="alert">
          {t(`${P}.updateError`)}
        </p>
      )}
      <button type="button" className="button" disabled={update.isPending} onClick={toggle}>
        {t(s.handledAt ? `${P}.reopen` : `${P}.markHandled`)}
        <span className="visually-hidden"> {title}</span>
      </button>
    </li>
  );
}

/** What came in through the public forms, for the admins to read, answer and mark handled. */
export default function AdminFormSubmissions() {
  const { t } = useWords();
  const [kind, setKind] = useState<FormKind | ''>('');
  const [status, setStatus] = useState<Status>('open');
  const [message, setMessage] = useState('');
  const id = useId();
  const query = new URLSearchParams({ status, perPage: String(PER_PAGE) });
  if (kind) query.set('kind', kind);
  const path = `${SUBMISSIONS}?${query}`;
  const list = useApiPages<FormSubmissions>(path, (last, pages) =>
    pages.reduce((shown, page) => shown + page.submissions.length, 0) < last.total ? pages.length + 1 : undefined,
  );
  const items = list.data?.pages.flatMap((page) => page.submissions);
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const cache = useApiCache();

  // A submission marked handled stays in the list, as it is now, until the filters change.
  const changed = (updated: FormSubmission) => {
    setMessage(t(updated.handledAt ? `${P}.marked` : `${P}.reopened`));
    cache.setPages<FormSubmissions>(path, (page) => ({
      ...page,
      submissions: page.submissions.map((s) => (s.id === updated.id ? updated : s)),
    }));
  };

  return (
    <section>
      <h1>{t(`${P}.title`)}</h1>
      <p>{t(`${P}.lead`)}</p>
      <div className="field-pair">
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t(`${P}.kind`)}</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.currentTarget.value as FormKind | '')}>
            <option value="">{t(`${P}.kind.all`)}</option>
            {FORM_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`${P}.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>{t(`${P}.status`)}</label>
          <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.currentTarget.value as Status)}>
            {(['open', 'handled', 'all'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`${P}.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <LiveNotice message={message} />
      <QueryState query={list} loading={`${P}.loading`} error={`${P}.loadError`} />
      {list.isFetchNextPageError && <Problem retry={() => void list.fetchNextPage()}>{t(`${P}.loadError`)}</Problem>}
      {items &&
        (items.length === 0 ? (
          <p>{t(`${P}.empty`)}</p>
        ) : (
          <>
            <p className="hint">{t(`${P}.shown`, { shown: items.length, total })}</p>
            <ul className="review-list">
              {items.map((s) => (
                <Submission key={s.id} submission={s} onChanged={changed} />
              ))}
            </ul>
            {items.length < total && (
              <button
                type="button"
                className="button"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {t(`${P}.more`)}
              </button>
            )}
          </>
        ))}
    </section>
  );
}
