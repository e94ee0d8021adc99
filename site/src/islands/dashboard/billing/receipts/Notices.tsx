import type { BillingProfile } from '@calma/api/contract';
import type { RefObject } from 'react';
import { useWords } from '../../../words.tsx';
import type { ReceiptsForm } from '../receipts-form.ts';
import { focusField, id } from './form-parts.tsx';
import { type FieldErrors, missingField, missingText, summaryLabel } from './receipts-state.ts';

/** What is still missing before invoices can be issued, each linking to its field; or that nothing is. */
export function Missing({ missing }: { missing: BillingProfile['missing'] }) {
  const { t } = useWords();
  if (missing.length === 0) return <p className="notice">{t('billing.receipts.complete')}</p>;
  return (
    <section className="notice" aria-labelledby="receipts-missing-heading">
      <h2 id="receipts-missing-heading">{t('billing.receipts.missing.title')}</h2>
      <ul className="billing-missing">
        {missing.map((item) => (
          <li key={item}>
            <a href={`#${id(missingField(item))}`} onClick={focusField}>
              {missingText(t, item)}
            </a>
          </li>
        ))}
      </ul>
      <p className="billing-missing">{t('billing.receipts.missing.after')}</p>
    </section>
  );
}

/** The refused fields at the top of the form, each linking to its field; it takes focus when shown. */
export function ErrorList({
  errors,
  form,
  profile,
  summaryRef,
}: {
  errors: FieldErrors;
  form: ReceiptsForm;
  profile: BillingProfile;
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useWords();
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div className="notice notice-error error-summary" role="alert" tabIndex={-1} ref={summaryRef}>
      <h2>{t('billing.receipts.errorSummary')}</h2>
      <ul>
        {entries.map(([path, text]) => (
          <li key={path}>
            <a href={`#${id(path)}`} onClick={focusField}>
              {`${summaryLabel(path, form, profile, t)}: ${text}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
