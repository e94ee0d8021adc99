import type { AdminPlans as PlanList } from '@calma/api/contract';
import { FREE_PLAN, plural } from '@calma/api/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { type SyntheticEvent, useId, useRef, useState } from 'react';
import { useApiMutation, useApiQuery } from '../../lib/query.ts';
import { fieldId, SelectField, TextField } from '../forms/fields.tsx';
import QueryState from '../QueryState.tsx';
import { today } from './billing/format.ts';
import { DashboardLink } from './clients/RecordLayout.tsx';
import { PLAN_IDS, planName } from './subscription/plan-catalogue.ts';
import { dayText } from './subscription/plan-state.ts';
import './subscription/subscription.css';
import { useWords } from '../words.tsx';
import DataTable from './parts/DataTable.tsx';
import FormDialog from './parts/FormDialog.tsx';
import { LiveNotice } from './parts/LiveNotice.tsx';
import Pager from './parts/Pager.tsx';

type Practice = PlanList['items'][number];
const A = 'dashboard.adminPlans';
const FORM = 'admin-plan';
const PLANS = '/api/v1/admin/plans';

/**
 * Practices and their plans, for the administrators: find one by name, profile address or email,
 * filter by plan, and assign a plan by hand (to a day, or until changed) for practices billed
 * outside Stripe. A practice paying through Stripe keeps the plan of its subscription.
 */
export default function AdminPlans() {
  const { t, locale } = useWords();
  const [query, setQuery] = useState({ q: '', plan: '', page: 1 });
  const [text, setText] = useState('');
  const [plan, setPlan] = useState('');
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q) params.set('q', query.q);
  if (query.plan) params.set('plan', query.plan);
  // Another search or page keeps the list shown until its own answer comes.
  const list = useApiQuery<PlanList>(`${PLANS}?${params}`, { placeholderData: keepPreviousData });
  const [assigning, setAssigning] = useState<Practice | undefined>();
  const [notice, setNotice] = useState('');
  const id = useId();

  const search = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice('');
    setQuery({ q: text.trim(), plan, page: 1 });
  };
  const nameOf = (plan: string) => planName(plan, locale);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby="admin-plans-heading">
      <h1 id="admin-plans-heading">{t(`${A}.title`)}</h1>
      <p>{t(`${A}.lead`)}</p>
      <search>
        <form className="admin-plans-search" onSubmit={search}>
          <div className="field">
            <label htmlFor={`${id}-q`}>{t(`${A}.search`)}</label>
            <input id={`${id}-q`} type="search" value={text} onChange={(e) => setText(e.currentTarget.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-plan`}>{t(`${A}.filter`)}</label>
            <select id={`${id}-plan`} value={plan} onChange={(e) => setPlan(e.currentTarget.value)}>
              <option value="">{t(`${A}.filter.all`)}</option>
              {PLAN_IDS.map((p) => (
                <option key={p} value={p}>
                  {nameOf(p)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <button type="submit" className="button">
              {t(`${A}.searchButton`)}
            </button>
          </div>
        </form>
      </search>

      <LiveNotice message={notice} />
      <QueryState
        query={list}
        loading={`${A}.loading`}
        error={(problem) =>
          problem.code === 'TWO_FACTOR_REQUIRED' ? (
            <p>
              {t(`${A}.twoFactor`)}{' '}
              <DashboardLink to="/dashboard/settings/security">{t(`${A}.twoFactorLink`)}</DashboardLink>
            </p>
          ) : (
            t(`${A}.loadError`)
          )
        }
      />
      {data &&
        (data.items.length === 0 ? (
          <p>{t(`${A}.empty`)}</p>
        ) : (
          <>
            <DataTable
              labelledBy="admin-plans-heading"
              rows={data.items}
              rowKey={(p) => p.therapistId}
              columns={[
                {
                  head: t(`${A}.practice`),
                  cell: (p) => (
                    <>
                      {p.name}
                      <br />
                      <span className="hint">{p.slug}</span>
                    </>
                  ),
                },
                { head: t(`${A}.email`), cell: (p) => (p.email ? <a href={`mailto:${p.email}`}>{p.email}</a> : '–') },
                {
                  head: t(`${A}.plan`),
                  cell: (p) => (
                    <>
                      {nameOf(p.plan)}
                      {p.status !== 'active' && p.status !== 'free' && (
                        <>
                          <br />
                          <span className="hint">{t(`${A}.status.${p.status}`)}</span>
                        </>
                      )}
                    </>
                  ),
                },
                { head: t(`${A}.source`), cell: (p) => t(`${A}.source.${p.source}`) },
                {
                  head: t(`${A}.until`),
                  cell: (p) =>
                    p.source !== 'admin' ? '–' : p.assignedUntil ? dayText(p.assignedUntil, locale) : t(`${A}.open`),
                },
                {
                  head: t(`${A}.actions`),
                  cell: (p) => (
                    <button type="button" className="button" onClick={() => setAssigning(p)}>
                      {t(`${A}.assign`)}
                      <span className="visually-hidden"> {t(`${A}.assignFor`, { name: p.name })}</span>
                    </button>
                  ),
                },
              ]}
            />
            <Pager
              className="admin-plans-pages"
              label={t(`${A}.pages`)}
              page={data.page}
              pages={pages}
              previous={t(`${A}.previous`)}
              next={t(`${A}.next`)}
              onPage={(page) => setQuery({ ...query, page })}
            >
              {t(`${A}.pageOf`, { page: data.page, pages })} (
              {t(`${A}.count.${plural(locale, data.total)}`, { count: data.total })})
            </Pager>
          </>
        ))}

      {assigning && (
        <AssignDialog
          key={assigning.therapistId}
          practice={assigning}
          onClose={() => setAssigning(undefined)}
          onSaved={(message) => {
            setAssigning(undefined);
            setNotice(message);
          }}
        />
      )}
    </section>
  );
}

/** Assigns a plan to one practice, until a day or until changed; the free plan ends an assignment. */
function AssignDialog({
  practice,
  onClose,
  onSaved,
}: {
  practice: Practice;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t, locale } = useWords();
  const dialog = useRef<HTMLDialogElement>(null);
  const firstPaid = PLAN_IDS.find((p) => p !== FREE_PLAN) ?? FREE_PLAN;
  const [plan, setPlan] = useState(practice.plan === FREE_PLAN ? firstPaid : practice.plan);
  const [until, setUntil] = useState(practice.source === 'admin' ? (practice.assignedUntil ?? '') : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const assignment = useApiMutation(
    (body: { plan: string; until: string | null }) => ({
      path: `${PLANS}/${encodeURIComponent(practice.therapistId)}`,
      method: 'PUT',
      body,
    }),
    { invalidates: [PLANS] },
  );
  const save = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setProblem('');
    const ending = plan === FREE_PLAN;
    if (!ending && until && until < today()) {
      setErrors({ until: t(`${A}.error.untilPast`) });
      document.getElementById(fieldId('until', FORM))?.focus();
      return;
    }
    assignment.mutate(
      { plan, until: ending || !until ? null : until },
      {
        onSuccess: () => {
          dialog.current?.close();
          onSaved(
            ending
              ? t(`${A}.ended`, { name: practice.name })
              : until
                ? t(`${A}.assignedUntil`, {
                    name: practice.name,
                    plan: planName(plan, locale),
                    date: dayText(until, locale),
                  })
                : t(`${A}.assigned`, { name: practice.name, plan: planName(plan, locale) }),
          );
        },
        onError: (refused) => {
          if (refused.code === 'STRIPE_MANAGED') return setProblem(t(`${A}.error.stripeManaged`));
          if (refused.status === 400 && refused.fields.until) {
            setErrors({ until: t(`${A}.error.until`) });
            document.getElementById(fieldId('until', FORM))?.focus();
            return;
          }
          setProblem(t(refused.status === 0 ? `${A}.error.network` : `${A}.error.generic`));
        },
      },
    );
  };

  return (
    <FormDialog
      dialogRef={dialog}
      title={t(`${A}.dialog.title`, { name: practice.name })}
      onSubmit={save}
      onClose={onClose}
      problem={problem}
      saveLabel={t(`${A}.dialog.save`)}
      cancelLabel={t(`${A}.dialog.cancel`)}
      saving={assignment.isPending}
    >
      <p>
        {t(`${A}.dialog.current`, {
          plan: planName(practice.plan, locale),
          source: t(`${A}.source.${practice.source}`),
        })}
      </p>
      <SelectField
        form={FORM}
        path="plan"
        label={t(`${A}.dialog.plan`)}
        value={plan}
        options={PLAN_IDS.map((p) => ({ value: p, label: planName(p, locale) }))}
        hint={t(`${A}.dialog.planHint`, { free: planName(FREE_PLAN, locale) })}
        errors={errors}
        onChange={setPlan}
      />
      {plan !== FREE_PLAN && (
        <TextField
          form={FORM}
          path="until"
          type="date"
          label={t(`${A}.dialog.until`)}
          hint={t(`${A}.dialog.untilHint`)}
          value={until}
          min={today()}
          errors={errors}
          announce
          onChange={setUntil}
        />
      )}
    </FormDialog>
  );
}
