import type { Company, Statement } from '@calma/api/contract';
import { type SyntheticEvent, useState } from 'react';
import { formatMoney } from '../../../lib/money.ts';
import { useApiQuery } from '../../../lib/query.ts';
import { describedBy, errorId, FieldFrame, FieldMessage } from '../../forms/field-frame.tsx';
import { fieldId, SelectField } from '../../forms/fields.tsx';
import { useWords } from '../../words.tsx';
import { monthName, today } from '../billing/format.ts';
import { downloadAfterRenewing } from '../parts/download.ts';
import FactList from '../parts/FactList.tsx';
import { addMonths } from './program-form.ts';

const A = 'dashboard.adminProgram';
const COMPANIES = '/api/v1/admin/program/companies';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The most months one CSV of statements covers (the API's limit). */
const STATEMENT_CSV_MONTHS = 24;

/** A company's statement for one month, in counts and money, and the CSV of its statements over months. */
export default function Statements({ companies }: { companies: Company[] }) {
  const { t, locale } = useWords();
  const lastMonth = addMonths(today().slice(0, 7), -1);
  const [companyId, setCompanyId] = useState(companies[0]?.id ?? '');
  const [month, setMonth] = useState(lastMonth);
  // The CSV's months at first: January of the last month's year, to the last month.
  const [range, setRange] = useState({ from: `${lastMonth.slice(0, 4)}-01`, to: lastMonth });
  const { from, to } = range;
  // The statement asked for with Show, read each time it is asked for.
  const [asked, setAsked] = useState<string | undefined>();
  const statement = useApiQuery<Statement>(asked);
  const loading = statement.isFetching;
  const [monthError, setMonthError] = useState('');
  const company = companies.find((c) => c.id === companyId) ?? companies[0];
  const id = company?.id ?? '';

  const show = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!MONTH.test(month)) {
      setMonthError(t(`${A}.statement.monthInvalid`));
      document.getElementById(fieldId('month', 'statement'))?.focus();
      return;
    }
    setMonthError('');
    const path = `${COMPANIES}/${encodeURIComponent(id)}/statement?month=${month}`;
    if (path === asked) void statement.refetch();
    else setAsked(path);
  };

  const rangeErrors: Record<string, string> = {};
  if (!MONTH.test(from)) rangeErrors.from = t(`${A}.statement.monthInvalid`);
  if (!MONTH.test(to)) rangeErrors.to = t(`${A}.statement.monthInvalid`);
  else if (!rangeErrors.from && to < from) rangeErrors.to = t(`${A}.statement.order`);
  else if (!rangeErrors.from && to > addMonths(from, STATEMENT_CSV_MONTHS - 1))
    rangeErrors.to = t(`${A}.csv.tooLong`, { count: STATEMENT_CSV_MONTHS });
  const rangeField = (path: 'from' | 'to') => (
    <MonthField
      form="csv"
      path={path}
      label={t(`${A}.csv.${path}`)}
      value={range[path]}
      error={rangeErrors[path] ?? ''}
      onChange={(value) => setRange({ ...range, [path]: value })}
    />
  );
  const csv = `/api/v1/admin/program/companies/${encodeURIComponent(id)}/statement.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const shown = statement.data;
  const money = (minor: number) => (shown ? formatMoney(minor, shown.currency, locale) : '');

  return (
    <section aria-labelledby="program-statement-heading" className="program-statement">
      <h2 id="program-statement-heading">{t(`${A}.statement.title`)}</h2>
      <p>{t(`${A}.statement.lead`)}</p>
      <form onSubmit={show} noValidate>
        <div className="field-row">
          <SelectField
            form="statement"
            path="company"
            label={t(`${A}.statement.company`)}
            value={id}
            options={companies.map((c) => ({ value: c.id, label: c.name }))}
            errors={{}}
            onChange={(value) => {
              setCompanyId(value);
              setAsked(undefined);
            }}
          />
          <MonthField
            form="statement"
            path="month"
            label={t(`${A}.statement.month`)}
            hint={t(`${A}.statement.monthHint`)}
            value={month}
            error={monthError}
            onChange={setMonth}
          />
        </div>
        <button type="submit" className="button" disabled={loading}>
          {t(`${A}.statement.show`)}
        </button>
      </form>
      <div aria-live="polite">
        {statement.error && !loading && (
          <p className="notice notice-error">
            {t(statement.error.status === 404 ? `${A}.error.gone` : `${A}.statement.loadError`)}
          </p>
        )}
        {shown && (
          <section aria-labelledby="program-statement-result">
            <h3 id="program-statement-result">
              {t(`${A}.statement.for`, { name: shown.companyName, month: monthName(locale, shown.month, 'long') })}
            </h3>
            <FactList
              facts={[
                [t(`${A}.statement.sessionsHeld`), shown.sessionsHeld],
                [t(`${A}.statement.lateCancellations`), shown.lateCancellations],
                [t(`${A}.statement.sessionsBooked`), shown.sessionsBooked],
                [t(`${A}.statement.employees`), shown.employees],
                [t(`${A}.statement.price`), money(shown.priceMinor)],
                [t(`${A}.statement.amount`), <strong key="amount">{money(shown.amountMinor)}</strong>],
              ]}
            />
            <p className="hint">{t(`${A}.statement.countsOnly`)}</p>
          </section>
        )}
      </div>

      <h3 id="program-csv-heading">{t(`${A}.csv.title`)}</h3>
      <div className="field-row">
        {rangeField('from')}
        {rangeField('to')}
      </div>
      {Object.keys(rangeErrors).length === 0 && company && (
        <p>
          <a href={csv} download onClick={downloadAfterRenewing}>
            {t(`${A}.csv.download`, { name: company.name })}
          </a>
        </p>
      )}
    </section>
  );
}

/** A month as YYYY-MM: the browser's month picker where it has one, a text field where it has not. */
function MonthField({
  form,
  path,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  form: string;
  path: string;
  label: string;
  hint?: string;
  value: string;
  error: string;
  onChange: (value: string) => void;
}) {
  const id = fieldId(path, form);
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      message={<FieldMessage path={path} form={form} errors={error ? { [path]: error } : {}} />}
    >
      <input
        id={id}
        type="month"
        value={value}
        pattern="\d{4}-\d{2}"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, Boolean(error) && errorId(path, form))}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </FieldFrame>
  );
}
