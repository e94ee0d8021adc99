import type { Application, Applications } from '@calma/api/contract';
import { useId, useState } from 'react';
import { useApiCache, useApiMutation, useApiQuery } from '../../lib/query.ts';
import { errorMessage } from '../../lib/upload.ts';
import QueryState from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import FactList from './parts/FactList.tsx';
import { LiveNotice } from './parts/LiveNotice.tsx';
import { dateTimeFormat } from './types.ts';

type Outcome = 'approved' | 'changes_requested' | 'rejected';
const VERIFICATIONS = '/api/v1/admin/verifications';
/** The decisions an administrator can take, each with the words of its button, approval first. */
const DECISIONS: readonly (readonly [Outcome, string])[] = [
  ['approved', 'approve'],
  ['changes_requested', 'requestChanges'],
  ['rejected', 'reject'],
];

function Review({ application, onDecided }: { application: Application; onDecided: (outcome: Outcome) => void }) {
  const { t, locale } = useWords();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const decision = useApiMutation((body: { outcome: Outcome; reason: string }) => ({
    path: `${VERIFICATIONS}/${application.therapistId}/decision`,
    method: 'POST',
    body,
  }));
  const busy = decision.isPending;
  const id = useId();
  const date = dateTimeFormat(locale, { dateStyle: 'medium' });
  const a = application;

  const decide = (outcome: Outcome) => {
    setProblem('');
    if (outcome !== 'approved' && reason.trim() === '') {
      setProblem(t('dashboard.adminVerifications.reasonRequired'));
      return;
    }
    decision.mutate(
      { outcome, reason: reason.trim() },
      {
        onSuccess: () => onDecided(outcome),
        onError: (refused) => setProblem(errorMessage(t, 'dashboard.adminVerifications', refused)),
      },
    );
  };

  return (
    <li className="card review">
      <h2 id={`${id}-name`}>{a.name}</h2>
      {a.verifiedAt && <p className="badge">{t('dashboard.adminVerifications.reReview')}</p>}
      <FactList
        className="facts"
        facts={[
          [t('dashboard.adminVerifications.email'), a.email ?? '—'],
          [t('dashboard.adminVerifications.country'), a.country?.name ?? '—'],
          [t('dashboard.adminVerifications.profession'), a.profession?.name ?? '—'],
          [t('dashboard.adminVerifications.register'), a.profession?.register ?? '—'],
          [a.profession?.numberLabel ?? t('dashboard.adminVerifications.number'), a.registerNumber || '—'],
          [t('dashboard.adminVerifications.submitted'), a.submittedAt ? date.format(new Date(a.submittedAt)) : '—'],
        ]}
      />
      <h3>{t('dashboard.adminVerifications.documents')}</h3>
      {a.documents.length === 0 ? (
        <p>{t('dashboard.verification.documents.none')}</p>
      ) : (
        <ul className="document-list">
          {a.documents.map((d) => (
            <li key={d.id}>
              <a href={d.url} download={d.fileName}>
                {t('dashboard.verification.documents.download', { name: d.fileName })}
              </a>{' '}
              <span className="hint">({t(`dashboard.verification.documents.${d.kind}`)})</span>
            </li>
          ))}
        </ul>
      )}
      {a.decisions.length > 0 && (
        <>
          <h3>{t('dashboard.adminVerifications.earlier')}</h3>
          <ul>
            {a.decisions.map((d) => (
              <li key={d.decidedAt}>
                {t(`dashboard.adminVerifications.outcome.${d.outcome}`)} · {date.format(new Date(d.decidedAt))}
                {d.reason && <p className="preserve-lines">{d.reason}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('dashboard.adminVerifications.reason')}</label>
        <p className="hint" id={`${id}-reason-hint`}>
          {t('dashboard.adminVerifications.reasonHint')}
        </p>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={2000}
          value={reason}
          aria-describedby={`${id}-reason-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      <div className="button-row">
        {DECISIONS.map(([outcome, label]) => (
          <button
            key={outcome}
            type="button"
            className={outcome === 'approved' ? 'button button-primary' : 'button'}
            disabled={busy}
            onClick={() => decide(outcome)}
          >
            {t(`dashboard.adminVerifications.${label}`)}
            <span className="visually-hidden"> {a.name}</span>
          </button>
        ))}
      </div>
    </li>
  );
}

/**
 * One waiting application as a line in the queue. Opening it loads it in full, which tells the
 * therapist it is in review and locks what they submitted until the decision.
 */
function Queued({ application, onDecided }: { application: Application; onDecided: (outcome: Outcome) => void }) {
  const { t, locale } = useWords();
  // Read once it is opened, and not again: the reading is what puts it in review.
  const [asked, setAsked] = useState(false);
  const full = useApiQuery<Application>(asked && `${VERIFICATIONS}/${application.therapistId}?locale=${locale}`, {
    staleTime: Number.POSITIVE_INFINITY,
  });
  const busy = full.isFetching;
  const failed = full.isError;
  const date = dateTimeFormat(locale, { dateStyle: 'medium' });
  const a = application;
  if (full.data) return <Review application={full.data} onDecided={onDecided} />;
  const open = () => (asked ? void full.refetch() : setAsked(true));
  return (
    <li className="card review">
      <h2>{a.name}</h2>
      <p>
        <strong className={`badge badge-status-${a.status}`}>{t(`dashboard.verification.status.${a.status}`)}</strong>
        {a.verifiedAt && <span className="badge">{t('dashboard.adminVerifications.reReview')}</span>}
        {a.submittedAt && ` · ${t('dashboard.adminVerifications.submitted')}: ${date.format(new Date(a.submittedAt))}`}
      </p>
      {failed && (
        <p className="notice notice-error" role="alert">
          {t('dashboard.adminVerifications.loadError')}
        </p>
      )}
      <button type="button" className="button" disabled={busy} onClick={open}>
        {t('dashboard.adminVerifications.open')}
        <span className="visually-hidden"> {a.name}</span>
      </button>
    </li>
  );
}

/** The admins' queue of profiles waiting for verification, longest-waiting first. */
export default function AdminVerifications() {
  const { t, locale } = useWords();
  const path = `${VERIFICATIONS}?locale=${locale}`;
  const queue = useApiQuery<Applications>(path);
  const cache = useApiCache();
  const [message, setMessage] = useState('');

  return (
    <section>
      <h1>{t('dashboard.adminVerifications.title')}</h1>
      <p>{t('dashboard.adminVerifications.lead')}</p>
      <LiveNotice message={message} />
      <QueryState
        query={queue}
        loading="dashboard.adminVerifications.loading"
        error="dashboard.adminVerifications.loadError"
      >
        {({ applications }) =>
          applications.length === 0 ? (
            <p>{t('dashboard.adminVerifications.empty')}</p>
          ) : (
            <ol className="review-list">
              {applications.map((a) => (
                <Queued
                  key={a.therapistId}
                  application={a}
                  onDecided={(outcome) => {
                    cache.set<Applications>(
                      path,
                      (shown) =>
                        shown && {
                          ...shown,
                          applications: shown.applications.filter((x) => x.therapistId !== a.therapistId),
                        },
                    );
                    setMessage(t(`dashboard.adminVerifications.done.${outcome}`, { name: a.name }));
                  }}
                />
              ))}
            </ol>
          )
        }
      </QueryState>
    </section>
  );
}
