import type { ReactNode } from 'react';
import { useWords } from '../../words.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';

/** The billing area's sections, in the order the sub-navigation shows them. */
export const BILLING_SECTIONS = [
  { section: 'overview', path: '/dashboard/billing' },
  { section: 'invoices', path: '/dashboard/billing/invoices' },
  { section: 'payouts', path: '/dashboard/billing/payouts' },
  { section: 'settings', path: '/dashboard/billing/settings' },
] as const;
export type BillingSection = (typeof BILLING_SECTIONS)[number]['section'];

/**
 * The billing area's sub-navigation, under each billing screen's heading; `current` is the section
 * the screen belongs to (an invoice's page belongs to `invoices`).
 */
export default function BillingNav({ current }: { current: BillingSection }) {
  const { t } = useWords();
  return (
    <nav aria-label={t('billing.nav.label')} className="record-tabs">
      <ul>
        {BILLING_SECTIONS.map(({ section, path }) => (
          <li key={section}>
            <DashboardLink to={path} aria-current={section === current ? 'page' : undefined}>
              {t(`billing.nav.${section}`)}
            </DashboardLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The words of the way back from a record's screen to its section's list. */
const BACK: Partial<Record<BillingSection, string>> = {
  invoices: 'dashboard.invoices.back',
  payouts: 'billing.payout.back',
};

/**
 * A billing screen's heading (`id` names it for its section), the area's sub-navigation under it,
 * and on a record's screen (`record`) the way back to its section's list.
 */
export function BillingHeading({
  id,
  current,
  record = false,
  children,
}: {
  id: string;
  current: BillingSection;
  record?: boolean;
  children: ReactNode;
}) {
  const { t } = useWords();
  const back = record ? BACK[current] : undefined;
  return (
    <>
      <h1 id={id}>{children}</h1>
      <BillingNav current={current} />
      {back && (
        <p>
          <DashboardLink to={BILLING_SECTIONS.find((each) => each.section === current)?.path ?? ''}>
            {t(back)}
          </DashboardLink>
        </p>
      )}
    </>
  );
}
