import type { MyAgreements as Agreements } from '@calma/api/contract';
import { useApiMutation, useApiQuery } from '../../../lib/query.ts';
import QueryState, { Problem } from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';
import { dateTimeFormat } from '../types.ts';

const MINE = '/api/v1/me/agreements';

type Practice = Agreements['practices'][number];

/**
 * What each practice asks of a client before their sessions (decision 038, issue #30): the
 * questionnaires to fill in and the documents to sign, with a way to the page that has both; the
 * questionnaires they submitted, and every document they signed, with its PDF.
 */
export default function MyAgreements() {
  const { t, locale } = useWords();
  const query = useApiQuery<Agreements>(MINE);
  const open = useApiMutation<{ path: string }, string>(
    (clientId) => ({ path: `${MINE}/${encodeURIComponent(clientId)}/link?locale=${locale}`, method: 'POST' }),
    { onSuccess: ({ path }) => window.location.assign(path) },
  );
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="my-agreements-heading">
      <h1 id="my-agreements-heading">{t('dashboard.myAgreements.title')}</h1>
      <p className="lead">{t('dashboard.myAgreements.lead')}</p>
      {open.error && <Problem>{t('dashboard.myAgreements.openFailed')}</Problem>}
      <QueryState query={query} loading="dashboard.myAgreements.loading" error="dashboard.myAgreements.error">
        {({ practices }) =>
          practices.length === 0 ? (
            <p>{t('dashboard.myAgreements.none')}</p>
          ) : (
            practices.map((practice) => (
              <article key={practice.clientId} className="card" aria-labelledby={`practice-${practice.clientId}`}>
                <h2 id={`practice-${practice.clientId}`}>{practice.practiceName}</h2>
                <Outstanding practice={practice} opening={open.isPending} onOpen={open.mutate} />
                {practice.questionnaires.some((q) => q.status === 'submitted') && (
                  <>
                    <h3>{t('dashboard.myAgreements.submitted')}</h3>
                    <ul>
                      {practice.questionnaires.map(
                        (q) =>
                          q.status === 'submitted' &&
                          q.submittedAt && (
                            <li key={q.id}>
                              {t('dashboard.myAgreements.submittedItem', {
                                title: q.title,
                                date: when.format(new Date(q.submittedAt)),
                              })}
                            </li>
                          ),
                      )}
                    </ul>
                  </>
                )}
                {practice.signatures.length > 0 && (
                  <>
                    <h3>{t('dashboard.myAgreements.signed')}</h3>
                    <ul>
                      {practice.signatures.map((s) => (
                        <li key={s.id}>
                          {t('dashboard.myAgreements.signedItem', {
                            title: s.title,
                            version: s.version,
                            date: when.format(new Date(s.signedAt)),
                          })}{' '}
                          <a href={`${MINE}/signatures/${encodeURIComponent(s.id)}/pdf`} download>
                            {t('dashboard.myAgreements.download', { title: s.title })}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </article>
            ))
          )
        }
      </QueryState>
    </section>
  );
}

/** What is still to do for one practice, and the button to the page where it is done. */
function Outstanding({
  practice,
  opening,
  onOpen,
}: {
  practice: Practice;
  opening: boolean;
  onOpen: (clientId: string) => void;
}) {
  const { t } = useWords();
  const toFill = practice.questionnaires.filter((q) => q.status === 'open');
  const toSign = practice.outstanding;
  if (toFill.length === 0 && toSign.length === 0) {
    return (
      <p>
        {practice.questionnaires.length > 0
          ? t('dashboard.myAgreements.allDone')
          : t('dashboard.myAgreements.allSigned')}
      </p>
    );
  }
  const action =
    toFill.length > 0 && toSign.length > 0
      ? 'dashboard.myAgreements.fillAndSign'
      : toFill.length > 0
        ? 'dashboard.myAgreements.fill'
        : 'dashboard.myAgreements.sign';
  return (
    <>
      {toFill.length > 0 && (
        <ToDo
          words={t('dashboard.myAgreements.toFill', { count: toFill.length })}
          titles={toFill.map((q) => ({ key: q.id, title: q.title }))}
        />
      )}
      {toSign.length > 0 && (
        <ToDo
          words={t('dashboard.myAgreements.outstanding', { count: toSign.length })}
          titles={toSign.map((o) => ({ key: o.versionId, title: o.title }))}
        />
      )}
      <button
        type="button"
        className="button button-primary"
        disabled={opening}
        onClick={() => onOpen(practice.clientId)}
      >
        {t(action, { practice: practice.practiceName })}
      </button>
    </>
  );
}

/** What is still to do for a practice, said above the titles it is about. */
function ToDo({ words, titles }: { words: string; titles: { key: string; title: string }[] }) {
  return (
    <>
      <p className="notice">{words}</p>
      <ul>
        {titles.map((each) => (
          <li key={each.key}>{each.title}</li>
        ))}
      </ul>
    </>
  );
}
