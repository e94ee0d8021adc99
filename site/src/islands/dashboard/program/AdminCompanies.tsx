import { type Companies, type Company, PROGRAM_PERIODS, plural, type Statement } from '@calma/api/contract';
import { type SyntheticEvent, useRef, useState } from 'react';
import DataTable from '../parts/DataTable.tsx';
import { downloadAfterRenewing } from '../parts/download.ts';
import FormDialog from '../parts/FormDialog.tsx';
import HintedCheckbox from '../parts/HintedCheckbox.tsx';
import { LiveNotice } from '../parts/LiveNotice.tsx';
import '../../../styles/billing.css';
import './program.css';
import { formatMoney, priceInput } from '../../../lib/money.ts';
import { useApiMutation, useApiQuery } from '../../../lib/query.ts';
import { describedBy, errorId, FieldFrame, FieldMessage } from '../../forms/field-frame.tsx';
import { fieldId, SelectField, TextField } from '../../forms/fields.tsx';
import { dayName, monthName, today } from '../billing/format.ts';
import { LoadState } from '../parts/LoadProblem.tsx';
import type { ScreenProps } from '../types.ts';
import {
  addMonths,
  type CompanyErrors,
  type CompanyField,
  type CompanyForm,
  companyInput,
  companyProblems,
  emptyCompany,
  isPeriod,
  MAX_SESSIONS_PER_EMPLOYEE,
} from './program-form.ts';

const A = 'dashboard.adminProgram';
const FORM = 'company';
const COMPANIES = '/api/v1/admin/program/companies';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The most months one CSV of statements covers (the API's limit). */
const STATEMENT_CSV_MONTHS = 24;

/**
 * The companies of the employer program, for administrators: each with its access code or work
 * email domain, its budget of sessions per employee and period, and this period's use in counts;
 * adding and changing one in a dialog; a month's statement and a CSV of the statements over months.
 */
export default function AdminCompanies({ t, locale, navigate }: ScreenProps) {
  const list = useApiQuery<Companies>(COMPANIES);
  const [editing, setEditing] = useState<Company | 'new' | undefined>();
  const [notice, setNotice] = useState('');

  const companies = list.data?.companies;
  const counted = (key: string, count: number) => t(`${key}.${plural(locale, count)}`, { count });

  return (
    <section aria-labelledby="admin-program-heading" className="billing">
      <h1 id="admin-program-heading">{t(`${A}.title`)}</h1>
      <p>{t(`${A}.lead`)}</p>
      <p>
        <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
          {t(`${A}.add`)}
        </button>
      </p>
      <LiveNotice message={notice} />
      <LoadState
        query={list}
        t={t}
        navigate={navigate}
        loading="dashboard.loading"
        area="dashboard.program"
        fallback={`${A}.loadError`}
      />
      {companies && (
        <DataTable
          className="program-companies"
          labelledBy="admin-program-heading"
          rows={companies}
          rowKey={(c) => c.id}
          empty={t(`${A}.empty`)}
          columns={[
            {
              head: t(`${A}.company`),
              cell: (c) => (
                <>
                  {c.name}
                  <br />
                  <span className="hint">
                    {t(`${A}.pricePerSession`, { price: formatMoney(c.priceMinor, c.currency, locale) })}
                  </span>
                </>
              ),
            },
            {
              head: t(`${A}.access`),
              cell: (c) => (
                <>
                  {c.accessCode && (
                    <>
                      {t(`${A}.codeIs`)} <code>{c.accessCode}</code>
                      <br />
                    </>
                  )}
                  {c.emailDomain && (
                    <>
                      {t(`${A}.domainIs`)} <code>@{c.emailDomain}</code>
                    </>
                  )}
                </>
              ),
            },
            { head: t(`${A}.budget`), cell: (c) => t(`${A}.budget.${c.period}`, { count: c.sessionsPerEmployee }) },
            {
              head: t(`${A}.state`),
              cell: (c) => (
                <>
                  {t(c.active ? `${A}.active` : `${A}.inactive`)}
                  <br />
                  <span className="hint">
                    {c.endsOn
                      ? t(`${A}.runs`, { from: dayName(locale, c.startsOn), to: dayName(locale, c.endsOn) })
                      : t(`${A}.since`, { from: dayName(locale, c.startsOn) })}
                  </span>
                </>
              ),
            },
            {
              head: t(`${A}.usage`),
              cell: (c) => (
                <>
                  {counted(`${A}.employees`, c.usage.employeesThisPeriod)}
                  <br />
                  {counted(`${A}.sessions`, c.usage.sessionsThisPeriod)}
                </>
              ),
            },
            {
              head: t(`${A}.actions`),
              cell: (c) => (
                <button type="button" className="button" onClick={() => setEditing(c)}>
                  {t(`${A}.edit`)}
                  <span className="visually-hidden"> {c.name}</span>
                </button>
              ),
            },
          ]}
        />
      )}
      {companies && companies.length > 0 && <Statements t={t} locale={locale} companies={companies} />}
      {editing && (
        <CompanyDialog
          key={editing === 'new' ? 'new' : editing.id}
          company={editing === 'new' ? undefined : editing}
          t={t}
          locale={locale}
          onClose={() => setEditing(undefined)}
          onSaved={(saved, created) => {
            setEditing(undefined);
            setNotice(t(created ? `${A}.created` : `${A}.saved`, { name: saved.name }));
          }}
        />
      )}
    </section>
  );
}

const formOf = (company: Company, locale: string): CompanyForm => ({
  name: company.name,
  accessCode: company.accessCode ?? '',
  emailDomain: company.emailDomain ?? '',
  sessionsPerEmployee: String(company.sessionsPerEmployee),
  period: company.period,
  startsOn: company.startsOn,
  endsOn: company.endsOn ?? '',
  price: priceInput(company.priceMinor, locale),
  currency: company.currency,
  billingEmail: company.billingEmail,
  active: company.active,
});

/** The API's field names as the form's, for a 400's field errors. */
const API_FIELDS: Record<string, CompanyField> = {
  name: 'name',
  accessCode: 'accessCode',
  emailDomain: 'emailDomain',
  sessionsPerEmployee: 'sessionsPerEmployee',
  startsOn: 'startsOn',
  endsOn: 'endsOn',
  priceMinor: 'priceMinor',
  billingEmail: 'billingEmail',
};
/** The key of a field's message when the API refused it without the form having a reason. */
const API_REASONS: Record<CompanyField, string> = {
  name: 'name',
  accessCode: 'accessCode',
  emailDomain: 'emailDomain',
  sessionsPerEmployee: 'sessions',
  startsOn: 'date',
  endsOn: 'date',
  priceMinor: 'price',
  billingEmail: 'billingEmail',
};

/** Adds a company or changes one, in a modal dialog; everything typed stays when the API refuses. */
function CompanyDialog({
  company,
  t,
  locale,
  onClose,
  onSaved,
}: Pick<ScreenProps, 't' | 'locale'> & {
  company: Company | undefined;
  onClose: () => void;
  onSaved: (company: Company, created: boolean) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [form, setForm] = useState<CompanyForm>(() => (company ? formOf(company, locale) : emptyCompany(today())));
  const [errors, setErrors] = useState<CompanyErrors>({});
  const [problem, setProblem] = useState('');
  // The list shows the company as saved.
  const saving = useApiMutation<Company, CompanyForm>(
    (typed) =>
      company
        ? { path: `${COMPANIES}/${encodeURIComponent(company.id)}`, method: 'PUT', body: companyInput(typed) }
        : { path: COMPANIES, method: 'POST', body: companyInput(typed) },
    { invalidates: [COMPANIES] },
  );
  const set = <K extends keyof CompanyForm>(key: K, value: CompanyForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      const rest: CompanyErrors = { ...current };
      delete rest[key as CompanyField];
      // A domain answers "a code or a domain", which is shown at the code.
      if (key === 'emailDomain' && rest.accessCode === 'accessOrDomain') delete rest.accessCode;
      return rest;
    });
  };
  const refuse = (found: CompanyErrors) => {
    setErrors(found);
    setProblem(t(`${A}.error.check`));
    const first = Object.keys(found).find((key) => found[key as CompanyField]);
    if (first) document.getElementById(fieldId(first, FORM))?.focus();
  };

  const save = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    const found = companyProblems(form);
    if (Object.keys(found).length > 0) return refuse(found);
    saving.mutate(form, {
      onSuccess: (saved) => {
        dialog.current?.close();
        onSaved(saved, !company);
      },
      onError: ({ code, fields, status }) => {
        if (code === 'ACCESS_CODE_TAKEN') return refuse({ accessCode: 'codeTaken' });
        if (code === 'EMAIL_DOMAIN_TAKEN') return refuse({ emailDomain: 'domainTaken' });
        if (status === 400) {
          const fromApi: CompanyErrors = {};
          for (const path of Object.keys(fields)) {
            const field = API_FIELDS[path];
            if (field) fromApi[field] = API_REASONS[field];
          }
          if (Object.keys(fromApi).length > 0) return refuse(fromApi);
        }
        setProblem(t(status === 404 ? `${A}.error.gone` : status === 0 ? `${A}.error.network` : `${A}.error.generic`));
      },
    });
  };

  const shown: Record<string, string> = {};
  for (const [field, reason] of Object.entries(errors)) {
    if (reason) shown[field] = t(`${A}.error.${reason}`, { max: MAX_SESSIONS_PER_EMPLOYEE });
  }
  const text = (
    path: CompanyField,
    more: Partial<Parameters<typeof TextField>[0]> = {},
    value = form[path as keyof CompanyForm] as string,
  ) => (
    <TextField
      form={FORM}
      path={path}
      label={t(`${A}.field.${path}`)}
      value={value}
      errors={shown}
      autoComplete="off"
      onChange={(next) => set(path as keyof CompanyForm, next as never)}
      {...more}
    />
  );

  return (
    <FormDialog
      dialogRef={dialog}
      title={company ? t(`${A}.dialog.edit`, { name: company.name }) : t(`${A}.dialog.add`)}
      className="confirm-dialog program-dialog"
      onSubmit={(event) => void save(event)}
      onClose={onClose}
      problem={problem}
      saveLabel={saving.isPending ? t(`${A}.dialog.saving`) : t(`${A}.dialog.save`)}
      cancelLabel={t(`${A}.dialog.cancel`)}
      saving={saving.isPending}
    >
      {text('name', { maxLength: 200 })}
      <p className="hint">{t(`${A}.accessHint`)}</p>
      {text('accessCode', { hint: t(`${A}.field.accessCodeHint`), maxLength: 32 })}
      {text('emailDomain', { hint: t(`${A}.field.emailDomainHint`), maxLength: 253 })}
      <div className="field-row">
        {text('sessionsPerEmployee', { inputMode: 'numeric' })}
        <SelectField
          form={FORM}
          path="period"
          label={t(`${A}.field.period`)}
          value={form.period}
          options={PROGRAM_PERIODS.map((p) => ({ value: p, label: t(`${A}.period.${p}`) }))}
          errors={shown}
          onChange={(value) => isPeriod(value) && set('period', value)}
        />
      </div>
      <div className="field-row">
        {text('startsOn', { type: 'date' })}
        {text('endsOn', { type: 'date', hint: t(`${A}.field.endsOnHint`), min: form.startsOn })}
      </div>
      <div className="field-row">
        {text('priceMinor', { inputMode: 'decimal', hint: t(`${A}.field.priceHint`) }, form.price)}
        <SelectField
          form={FORM}
          path="currency"
          label={t(`${A}.field.currency`)}
          value={form.currency}
          options={(['EUR', 'GBP'] as const).map((c) => ({ value: c, label: c }))}
          errors={shown}
          onChange={(value) => set('currency', value === 'GBP' ? 'GBP' : 'EUR')}
        />
      </div>
      {text('billingEmail', { type: 'email', hint: t(`${A}.field.billingEmailHint`) })}
      <HintedCheckbox
        id={fieldId('active', FORM)}
        label={t(`${A}.field.active`)}
        hint={t(`${A}.field.activeHint`)}
        checked={form.active}
        onChange={(active) => set('active', active)}
      />
    </FormDialog>
  );
}

/** A company's statement for one month, in counts and money, and the CSV of its statements over months. */
function Statements({ t, locale, companies }: Pick<ScreenProps, 't' | 'locale'> & { companies: Company[] }) {
  const lastMonth = addMonths(today().slice(0, 7), -1);
  const [companyId, setCompanyId] = useState(companies[0]?.id ?? '');
  const [month, setMonth] = useState(lastMonth);
  const [from, setFrom] = useState(`${lastMonth.slice(0, 4)}-01`);
  const [to, setTo] = useState(lastMonth);
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
            <dl>
              <dt>{t(`${A}.statement.sessionsHeld`)}</dt>
              <dd>{shown.sessionsHeld}</dd>
              <dt>{t(`${A}.statement.lateCancellations`)}</dt>
              <dd>{shown.lateCancellations}</dd>
              <dt>{t(`${A}.statement.sessionsBooked`)}</dt>
              <dd>{shown.sessionsBooked}</dd>
              <dt>{t(`${A}.statement.employees`)}</dt>
              <dd>{shown.employees}</dd>
              <dt>{t(`${A}.statement.price`)}</dt>
              <dd>{money(shown.priceMinor)}</dd>
              <dt>{t(`${A}.statement.amount`)}</dt>
              <dd>
                <strong>{money(shown.amountMinor)}</strong>
              </dd>
            </dl>
            <p className="hint">{t(`${A}.statement.countsOnly`)}</p>
          </section>
        )}
      </div>

      <h3 id="program-csv-heading">{t(`${A}.csv.title`)}</h3>
      <div className="field-row">
        <MonthField
          form="csv"
          path="from"
          label={t(`${A}.csv.from`)}
          value={from}
          error={rangeErrors.from ?? ''}
          onChange={setFrom}
        />
        <MonthField
          form="csv"
          path="to"
          label={t(`${A}.csv.to`)}
          value={to}
          error={rangeErrors.to ?? ''}
          onChange={setTo}
        />
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
