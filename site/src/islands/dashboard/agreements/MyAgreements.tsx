import type { MyAgreements as Agreements } from '@calma/api/contract';
import { useApiMutation, useApiQuery } from '../../../lib/query.ts';
import QueryState, { Problem } from '../../QueryState.tsx';
import { dateTimeFormat, type ScreenProps } from '../types.ts';

const MINE = '/api/v1/me/agreements';

/**
 * A client's agreements with each practice (decision 038): what is still to sign, with a way to the
 * signing page, and every document they signed, with its PDF.
 */
export default function MyAgreements({ t, locale }: ScreenProps) {
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
      {open.error && <Problem t={t}>{t('dashboard.myAgreements.openFailed')}</Problem>}
      <QueryState query={query} t={t} loading="dashboard.myAgreements.loading" error="dashboard.myAgreements.error">
        {({ practices }) =>
          practices.length === 0 ? (
            <p>{t('dashboard.myAgreements.none')}</p>
          ) : (
            practices.map((practice) => (
              <article key={practice.clientId} className="card" aria-labelledby={`practice-${practice.clientId}`}>
                <h2 id={`practice-${practice.clientId}`}>{practice.practiceName}</h2>
                {practice.outstanding.length > 0 ? (
                  <>
                    <p className="notice">
                      {t('dashboard.myAgreements.outstanding', { count: practice.outstanding.length })}
                    </p>
                    <ul>
                      {practice.outstanding.map((o) => (
                        <li key={o.versionId}>{o.title}</li>
                      ))}
                    </ul>
                    <button
                      type="button"
                      className="button button-primary"
                      disabled={open.isPending}
                      onClick={() => open.mutate(practice.clientId)}
                    >
                      {t('dashboard.myAgreements.sign', { practice: practice.practiceName })}
                    </button>
                  </>
                ) : (
                  <p>{t('dashboard.myAgreements.allSigned')}</p>
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
