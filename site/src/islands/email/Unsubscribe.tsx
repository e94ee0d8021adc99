import { useSyncExternalStore } from 'react';
import { useApiMutation, withQueries } from '../../lib/query.ts';
import { useWords, withWords } from '../words.tsx';

interface Props {
  strings: Record<string, string>;
}

const KINDS = ['referral_invitation', 'employer_letter'] as const;
type Kind = (typeof KINDS)[number];

/** The link's kind, address and key, as the email put them in the query. */
function linkOf(search: string): { kind: Kind; query: string } | undefined {
  const params = new URLSearchParams(search);
  const kind = KINDS.find((k) => k === params.get('kind'));
  if (!kind || !params.get('to') || !params.get('key')) return undefined;
  const query = new URLSearchParams({ kind, to: params.get('to') ?? '', key: params.get('key') ?? '' });
  return { kind, query: query.toString() };
}

/**
 * The page the footer of an invitation or an employer letter links to: one button stops that kind of
 * email to that address. A button, not the link itself, so a mail scanner that opens links stops nothing.
 */
export default withQueries(withWords<Props>(Unsubscribe));

function Unsubscribe() {
  const { t } = useWords();
  // The link is in the address, which the page built ahead does not know: read once hydrated.
  const search = useSyncExternalStore(
    () => () => {},
    () => window.location.search,
    () => null,
  );
  const link = search === null ? undefined : linkOf(search);
  const stop = useApiMutation(() => ({ path: `/api/v1/email/unsubscribe?${link?.query}`, method: 'POST' }));

  if (search === null) return null;
  if (!link) {
    return (
      <p className="notice notice-error" role="alert">
        {t('email.unsubscribe.invalid')}
      </p>
    );
  }
  if (stop.isSuccess) {
    return (
      <p className="notice" role="status">
        {t(`email.unsubscribe.done.${link.kind}`)}
      </p>
    );
  }
  return (
    <div className="card">
      <p>{t(`email.unsubscribe.lead.${link.kind}`)}</p>
      {stop.error && (
        <p className="notice notice-error" role="alert">
          {t(stop.error.code === 'TOKEN_INVALID' ? 'email.unsubscribe.invalid' : 'email.unsubscribe.failed')}
        </p>
      )}
      <button type="button" className="button button-primary" disabled={stop.isPending} onClick={() => stop.mutate()}>
        {t('email.unsubscribe.submit')}
      </button>
    </div>
  );
}
