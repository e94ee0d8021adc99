import { isSecurityEventKind, type SecurityEvents } from '@calma/api/contract';
import type { UiKey } from '../../../i18n/index.ts';
import { useApiPages } from '../../../lib/query.ts';
import QueryState from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';
import MorePages, { nextPageOf } from '../MorePages.tsx';
import { dateTimeFormat } from '../types.ts';
import AccountSection from './AccountSection.tsx';

const PER_PAGE = 10;
// A type error here means a kind the API records has no words in the site's strings; a kind this
// build does not know yet (the API deployed first) gets the general label.
const eventKey = (kind: string): UiKey => `dashboard.account.event.${isSecurityEventKind(kind) ? kind : 'other'}`;

/** The account's recent sign-ins and security changes, newest first, ten at a time. */
export default function SecurityActivity() {
  const { t, locale } = useWords();
  const activity = useApiPages<SecurityEvents>(
    `/api/v1/auth/security-events?perPage=${PER_PAGE}`,
    nextPageOf((page) => page.events),
  );
  const events = activity.data?.pages.flatMap((page) => page.events) ?? [];
  const total = activity.data?.pages.at(-1)?.total;

  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <AccountSection id="activity-title" title={t('dashboard.account.activity.title')}>
      <p>{t('dashboard.account.activity.lead')}</p>
      <QueryState
        query={activity}
        loading="dashboard.account.activity.loading"
        error="dashboard.account.activity.error"
      />
      {total === 0 && <p>{t('dashboard.account.activity.empty')}</p>}
      {events.length > 0 && (
        <ul className="activity">
          {events.map((e) => (
            <li key={e.id}>
              <strong>{t(eventKey(e.kind))}</strong>
              <br />
              <span className="hint">
                {t('dashboard.account.activity.when', {
                  date: date.format(new Date(e.createdAt)),
                  device: e.device || t('dashboard.account.unknownDevice'),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <MorePages
        pages={activity}
        error={t('dashboard.account.activity.error')}
        more={t('dashboard.account.activity.more')}
      />
    </AccountSection>
  );
}
