import { type ClientTasks, dateFormat } from '@calma/api/contract';
import { type FormEvent, useId, useState } from 'react';
import type { Translate } from '../../i18n/format.ts';
import { type ApiError, useApiMutation, useApiQuery, withQueries } from '../../lib/query.ts';
import Questionnaire from '../intake/Questionnaire.tsx';
import { Problem } from '../QueryState.tsx';
import { useWords, withWords } from '../words.tsx';

type Document = ClientTasks['documents'][number];

interface Props {
  token: string;
  locale: string;
  /** What the server read for the page: shown at once, read again after each signature. */
  initial: ClientTasks;
  strings: Record<string, string>;
}

/**
 * What a client does through their link: the questionnaires to fill in (saved as they go), then the
 * documents to sign, each one's text with their name and the statement.
 */
function SignAgreements({ token, locale, initial }: Props) {
  const { t } = useWords();
  const path = `/api/v1/before-your-session/${token}?locale=${locale}`;
  const query = useApiQuery<ClientTasks>(path, { initialData: initial, staleTime: Number.POSITIVE_INFINITY });
  const tasks = query.data ?? initial;
  const toSign = tasks.documents.filter((d) => d.signature === null);
  const toFill = tasks.questionnaires.filter((q) => q.status === 'open');
  return (
    <>
      {tasks.questionnaires.length > 0 && (
        <Remaining
          left={toFill.length}
          done={t('beforeSession.intake.allSubmitted')}
          remaining={t('beforeSession.intake.remaining', { count: toFill.length })}
        />
      )}
      {tasks.questionnaires.map((questionnaire) => (
        <Questionnaire
          key={questionnaire.id}
          questionnaire={questionnaire}
          token={token}
          practiceName={tasks.practiceName}
          onChanged={() => void query.refetch()}
        />
      ))}
      {tasks.documents.length > 0 && (
        <Remaining
          left={toSign.length}
          done={t('beforeSession.allSigned')}
          remaining={t('beforeSession.remaining', { count: toSign.length })}
        />
      )}
      {tasks.documents.length === 0 && tasks.questionnaires.length === 0 && <p>{t('beforeSession.nothing')}</p>}
      {tasks.documents.map((document) => (
        <DocumentToSign
          key={document.versionId}
          document={document}
          token={token}
          path={path}
          statement={tasks.statement}
        />
      ))}
    </>
  );
}

/** How many of the questionnaires or documents are left, or that all are done; said as it changes. */
function Remaining({ left, done, remaining }: { left: number; done: string; remaining: string }) {
  return (
    <p role="status" className={left === 0 ? 'notice notice-success' : 'notice'}>
      {left === 0 ? done : remaining}
    </p>
  );
}

function DocumentToSign({
  document,
  token,
  path,
  statement,
}: {
  document: Document;
  token: string;
  path: string;
  statement: string;
}) {
  const { t, locale } = useWords();
  const id = useId();
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState<{ name?: boolean; agreed?: boolean }>({});
  const sign = useApiMutation<unknown, void>(
    () => ({
      path: `/api/v1/before-your-session/${token}/signatures?locale=${locale}`,
      method: 'POST',
      body: { versionId: document.versionId, textSha256: document.textSha256, fullName: name, agreed: true },
    }),
    { invalidates: [path] },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = { name: name.trim() === '', agreed: !agreed };
    setMissing(problems);
    if (problems.name || problems.agreed) return;
    sign.mutate();
  };
  const signedAt = document.signature
    ? dateFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(document.signature.signedAt))
    : '';
  return (
    <article className="card agreement" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{document.title}</h2>
      <div
        className="prose agreement-text"
        lang={document.locale}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's rendering of the therapist's Markdown, which shows raw HTML as text
        dangerouslySetInnerHTML={{ __html: document.html }}
      />
      {document.signature ? (
        <p className="notice notice-success">
          {t('beforeSession.signedBy', { name: document.signature.signedName, date: signedAt })}{' '}
          <a href={`/api/v1/before-your-session/${token}/signatures/${document.signature.id}/pdf`} download>
            {t('beforeSession.downloadPdf', { title: document.title })}
          </a>
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby={`${id}-sign`}>
          <h3 id={`${id}-sign`}>{t('beforeSession.signHeading', { title: document.title })}</h3>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('beforeSession.fullName')}</label>
            <input
              id={`${id}-name`}
              name="fullName"
              autoComplete="name"
              maxLength={200}
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={missing.name || undefined}
              aria-describedby={missing.name ? `${id}-name-error` : undefined}
            />
            {missing.name && (
              <p id={`${id}-name-error`} className="field-error">
                {t('beforeSession.fullNameMissing')}
              </p>
            )}
          </div>
          <div className="field field-checkbox">
            <input
              id={`${id}-agree`}
              type="checkbox"
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
              aria-invalid={missing.agreed || undefined}
              aria-describedby={missing.agreed ? `${id}-agree-error` : undefined}
            />
            <label htmlFor={`${id}-agree`}>{statement}</label>
            {missing.agreed && (
              <p id={`${id}-agree-error`} className="field-error">
                {t('beforeSession.agreeMissing')}
              </p>
            )}
          </div>
          {sign.error && <Problem>{problemText(sign.error, t)}</Problem>}
          <button type="submit" className="button" disabled={sign.isPending}>
            {sign.isPending ? t('beforeSession.signing') : t('beforeSession.sign', { title: document.title })}
          </button>
        </form>
      )}
    </article>
  );
}

const problemText = (error: ApiError, t: Translate) =>
  error.code === 'LINK_EXPIRED'
    ? t('beforeSession.expired')
    : error.code === 'INVALID_STATE'
      ? t('beforeSession.changed')
      : error.code === 'NETWORK'
        ? t('beforeSession.offline')
        : t('beforeSession.failed');

export default withQueries(withWords(SignAgreements));
