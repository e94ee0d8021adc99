import { type Companies, type Company, PROGRAM_PERIODS, plural } from '@calma/api/contract';
import { type SyntheticEvent, useRef, useState } from 'react';
import DataTable from '../parts/DataTable.tsx';
import FormDialog from '../parts/FormDialog.tsx';
import HintedCheckbox from '../parts/HintedCheckbox.tsx';
import { LiveNotice } from '../parts/LiveNotice.tsx';
import '../../../styles/billing.css';
import './program.css';
import { formatMoney, priceInput } from '../../../lib/money.ts';
import { useApiMutation, useApiQuery } from '../../../lib/query.ts';
import { fieldId, SelectField, TextField } from '../../forms/fields.tsx';
import { useWords } from '../../words.tsx';
import { dayName, today } from '../billing/format.ts';
import { LoadState } from '../parts/LoadProblem.tsx';
import Statements from './CompanyStatements.tsx';
import {
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

/**
 * The companies of the employer program, for administrators: each with its access code or work
 * email domain, its budget of sessions per employee and period, and this period's use in counts;
 * adding and changing one in a dialog; a month's statement and a CSV of the statements over months.
 */
export default function AdminCompanies() {
  const { t, locale } = useWords();
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
      <LoadState query={list} loading="dashboard.loading" area="dashboard.program" fallback={`${A}.loadError`} />
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
      {companies && companies.length > 0 && <Statements companies={companies} />}
      {editing && (
        <CompanyDialog
          key={editing === 'new' ? 'new' : editing.id}
          company={editing === 'new' ? undefined : editing}
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
  onClose,
  onSaved,
}: {
  company: Company | undefined;
  onClose: () => void;
  onSaved: (company: Company, created: boolean) => void;
}) {
  const { t, locale } = useWords();
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
