import {
  displayNames,
  LOCALES,
  plural,
  REFERRAL_CODE_PATTERN,
  type ReferralEntry,
  type ReferralReward,
  type Referrals as ReferralsView,
} from '@calma/api/contract';
import { type InputHTMLAttributes, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '../../../i18n/format.ts';
import { looksLikeEmail } from '../../../lib/auth-forms.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useApiCache, useApiMutation, useApiQuery } from '../../../lib/query.ts';
import QueryState from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import { dateTimeFormat, publicPath } from '../types.ts';
import './referrals.css';
import DataTable from '../parts/DataTable.tsx';
import { LiveNotice } from '../parts/LiveNotice.tsx';

const PREFIX = 'dashboard.referrals';
const CODE = new RegExp(REFERRAL_CODE_PATTERN);
const REFERRALS = '/api/v1/referrals';

/** What a form field says is wrong with it. */
interface FieldError {
  text: string;
}

/**
 * Referrals (decision 023): the practice's personal link to copy, the reward said plainly, an
 * invitation by email, the colleagues invited or brought with their state, the rewards received,
 * who referred this practice, and a colleague's code to enter while the practice still may.
 */
export default function Referrals() {
  const { t, locale } = useWords();
  const loaded = useApiQuery<ReferralsView>(REFERRALS);
  const view = loaded.data;
  const cache = useApiCache();
  const setView = (next: ReferralsView) => cache.set(REFERRALS, next);

  const heading = <h1 id="referrals-heading">{t(`${PREFIX}.title`)}</h1>;
  if (!view) {
    return (
      <section aria-labelledby="referrals-heading">
        {heading}
        <QueryState
          query={loaded}
          loading={`${PREFIX}.loading`}
          error={(problem) =>
            problem.code === 'PROFILE_NOT_FOUND' ? (
              <p>
                {t(`${PREFIX}.noPractice`)}{' '}
                <DashboardLink to="/dashboard/profile/edit/general-info">{t(`${PREFIX}.noPracticeLink`)}</DashboardLink>
              </p>
            ) : (
              t(`${PREFIX}.loadError`)
            )
          }
        />
      </section>
    );
  }

  const date = (iso: string | null) =>
    iso ? dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)) : '';
  const day = (value: string) =>
    dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value}T12:00:00Z`));

  return (
    <section aria-labelledby="referrals-heading" className="referrals">
      {heading}
      <p className="lead">{t(`${PREFIX}.reward`, { plan: view.rewardPlanName })}</p>
      <p>{t(`${PREFIX}.rewardDetail`)}</p>

      <ReferralLink path={view.path} />
      <InviteForm view={view} onInvited={setView} />

      <section aria-labelledby="referrals-colleagues-heading">
        <h2 id="referrals-colleagues-heading">{t(`${PREFIX}.colleagues`)}</h2>
        <DataTable
          className="referrals-table"
          labelledBy="referrals-colleagues-heading"
          rows={view.entries}
          rowKey={(entry) => entry.id}
          empty={t(`${PREFIX}.colleaguesEmpty`)}
          columns={[
            {
              head: t(`${PREFIX}.column.colleague`),
              cell: (entry) => (
                <>
                  {entry.name ?? entry.email ?? t(`${PREFIX}.unnamed`)}
                  {entry.name && entry.email && <span className="hint referral-email">{entry.email}</span>}
                </>
              ),
            },
            {
              head: t(`${PREFIX}.column.state`),
              cell: (entry) => (
                <span className={`badge referral-state referral-state-${entry.state}`}>
                  {t(`${PREFIX}.state.${entry.state}`)}
                </span>
              ),
            },
            // When each step happened, or a dash.
            ...(
              [
                ['invited', 'invitedAt'],
                ['registered', 'registeredAt'],
                ['verified', 'verifiedAt'],
                ['rewarded', 'rewardedAt'],
              ] as const
            ).map(([column, moment]) => ({
              head: t(`${PREFIX}.column.${column}`),
              cell: (entry: ReferralEntry) => {
                const iso = entry[moment];
                return iso ? <time dateTime={iso}>{date(iso)}</time> : <span>–</span>;
              },
            })),
          ]}
        />
      </section>

      <section aria-labelledby="referrals-rewards-heading">
        <h2 id="referrals-rewards-heading">{t(`${PREFIX}.rewards`)}</h2>
        {view.rewards.length === 0 ? (
          <p>{t(`${PREFIX}.rewardsEmpty`)}</p>
        ) : (
          <ul className="referrals-rewards">
            {view.rewards.map((reward) => (
              <li key={reward.createdAt + reward.kind}>
                {rewardText(t, locale, reward, day)}{' '}
                <span className="hint">{t(`${PREFIX}.rewardOn`, { date: date(reward.createdAt) })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {view.referredBy && (
        <section aria-labelledby="referrals-referred-heading">
          <h2 id="referrals-referred-heading">{t(`${PREFIX}.referredBy`)}</h2>
          <p>
            {view.referredBy.name
              ? t(`${PREFIX}.referredByText`, { name: view.referredBy.name })
              : t(`${PREFIX}.referredByTextUnnamed`)}{' '}
            <span className={`badge referral-state referral-state-${view.referredBy.state}`}>
              {t(`${PREFIX}.state.${view.referredBy.state}`)}
            </span>
          </p>
          <p className="hint">{t(`${PREFIX}.referredByHint.${view.referredBy.state}`)}</p>
        </section>
      )}

      {view.canClaim && <ClaimForm onClaimed={setView} />}
    </section>
  );
}

function rewardText(t: Translate, locale: string, reward: ReferralReward, day: (value: string) => string): string {
  if (reward.kind === 'stripe_credit' && reward.amount) {
    return t(`${PREFIX}.rewardCredit`, {
      amount: formatMoney(reward.amount.amountMinor, reward.amount.currency, locale),
      plan: reward.planName,
    });
  }
  if (reward.until) return t(`${PREFIX}.rewardMonth`, { plan: reward.planName, date: day(reward.until) });
  return t(`${PREFIX}.rewardUnlimited`, { plan: reward.planName });
}

/** The personal link with its language, a button to copy it and the live region that says it was. */
function ReferralLink({ path }: { path: string }) {
  const { t, locale } = useWords();
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>();
  const url = `${window.location.origin}${publicPath(locale, path)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section aria-labelledby="referrals-link-heading">
      <h2 id="referrals-link-heading">{t(`${PREFIX}.link`)}</h2>
      <div className="field referral-link">
        <label htmlFor="referral-link">{t(`${PREFIX}.linkLabel`)}</label>
        <input
          id="referral-link"
          type="text"
          readOnly
          value={url}
          aria-describedby="referral-link-hint"
          onFocus={(e) => e.currentTarget.select()}
        />
        <p className="hint" id="referral-link-hint">
          {t(`${PREFIX}.linkHint`)}
        </p>
      </div>
      <button type="button" className="button" onClick={() => void copy()}>
        {t(`${PREFIX}.copy`)}
      </button>
      <p aria-live="polite" className="referral-copied">
        {copied === 'yes' ? t(`${PREFIX}.copied`) : copied === 'failed' ? t(`${PREFIX}.copyFailed`) : ''}
      </p>
    </section>
  );
}

/**
 * A text field the form checks: a refused entry is read out, as focus goes back to the field, which
 * its error describes.
 */
function CheckedField({
  id,
  label,
  error,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  error: FieldError | undefined;
  onChange: (value: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'maxLength' | 'autoCapitalize' | 'spellCheck'>) {
  const field = useRef<HTMLInputElement>(null);
  const errorId = useId();
  useEffect(() => {
    if (error) field.current?.focus();
  }, [error]);
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={field}
        id={id}
        autoComplete="off"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {error && (
        <p className="field-error" id={errorId}>
          {error.text}
        </p>
      )}
    </div>
  );
}

const INVITE_ERRORS = ['SELF_REFERRAL', 'ALREADY_INVITED', 'INVITATION_LIMIT', 'THERAPIST_NOT_VERIFIED'];

function InviteForm({ view, onInvited }: { view: ReferralsView; onInvited: (view: ReferralsView) => void }) {
  const { t, locale } = useWords();
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState(locale);
  const [error, setError] = useState<FieldError | undefined>();
  const [sent, setSent] = useState('');
  // The list shows the invitation at once, and is then read again as the API has it.
  const invitation = useApiMutation<ReferralEntry, { email: string; locale: string }>(
    (body) => ({ path: `${REFERRALS}/invitations`, method: 'POST', body }),
    { invalidates: [REFERRALS] },
  );
  const sending = invitation.isPending;
  const names = displayNames(locale, { type: 'language' });

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent('');
    setError(undefined);
    if (!looksLikeEmail(email)) return setError({ text: t(`${PREFIX}.error.email`) });
    invitation.mutate(
      { email: email.trim(), locale: language },
      {
        onSuccess: (entry) => {
          onInvited({
            ...view,
            entries: [entry, ...view.entries],
            invitationsLeftToday: Math.max(0, view.invitationsLeftToday - 1),
          });
          setSent(t(`${PREFIX}.sent`, { email: entry.email ?? email.trim() }));
          setEmail('');
        },
        onError: ({ code, fields }) => {
          const key = INVITE_ERRORS.includes(code)
            ? `${PREFIX}.error.${code}`
            : code === 'VALIDATION_FAILED' && fields.email
              ? `${PREFIX}.error.email`
              : `${PREFIX}.error.generic`;
          setError({ text: t(key) });
        },
      },
    );
  };

  const left = view.invitationsLeftToday;
  return (
    <section aria-labelledby="referrals-invite-heading">
      <h2 id="referrals-invite-heading">{t(`${PREFIX}.invite`)}</h2>
      <p>{t(`${PREFIX}.inviteLead`)}</p>
      <form className="referral-invite" onSubmit={submit} noValidate>
        <CheckedField
          id="referral-email"
          label={t(`${PREFIX}.email`)}
          error={error}
          type="email"
          maxLength={254}
          value={email}
          onChange={setEmail}
        />
        <div className="field">
          <label htmlFor="referral-language">{t(`${PREFIX}.language`)}</label>
          <select id="referral-language" value={language} onChange={(e) => setLanguage(e.currentTarget.value)}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {names.of(l)}
              </option>
            ))}
          </select>
        </div>
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={sending || left === 0}>
            {sending ? t(`${PREFIX}.sending`) : t(`${PREFIX}.send`)}
          </button>
        </div>
      </form>
      <p aria-live="polite" className="referral-left">
        {left === 0 ? t(`${PREFIX}.noneLeft`) : t(`${PREFIX}.left.${plural(locale, left)}`, { count: left })}
      </p>
      <LiveNotice message={sent} />
    </section>
  );
}

const CLAIM_ERRORS = ['SELF_REFERRAL', 'REFERRAL_CODE_UNKNOWN', 'REFERRAL_NOT_ELIGIBLE', 'REFERRAL_CYCLE'];

/** A colleague's code, for a practice that registered without following the link. */
function ClaimForm({ onClaimed }: { onClaimed: (view: ReferralsView) => void }) {
  const { t } = useWords();
  const [code, setCode] = useState('');
  const [error, setError] = useState<FieldError | undefined>();
  const claim = useApiMutation<ReferralsView, string>((typed) => ({
    path: `${REFERRALS}/claim`,
    method: 'POST',
    body: { code: typed },
  }));
  const sending = claim.isPending;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    const typed = code.trim();
    if (!CODE.test(typed)) return setError({ text: t(`${PREFIX}.claimError.format`) });
    claim.mutate(typed, {
      onSuccess: onClaimed,
      onError: ({ code: problem }) =>
        setError({
          text: t(
            CLAIM_ERRORS.includes(problem)
              ? `${PREFIX}.claimError.${problem}`
              : problem === 'VALIDATION_FAILED'
                ? `${PREFIX}.claimError.format`
                : `${PREFIX}.error.generic`,
          ),
        }),
    });
  };

  return (
    <section aria-labelledby="referrals-claim-heading">
      <h2 id="referrals-claim-heading">{t(`${PREFIX}.claim`)}</h2>
      <p>{t(`${PREFIX}.claimLead`)}</p>
      <form className="referral-claim" onSubmit={submit} noValidate>
        <CheckedField
          id="referral-claim-code"
          label={t(`${PREFIX}.claimCode`)}
          error={error}
          type="text"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={8}
          value={code}
          onChange={setCode}
        />
        <div className="button-row">
          <button type="submit" className="button" disabled={sending}>
            {t(`${PREFIX}.claimSubmit`)}
          </button>
        </div>
      </form>
    </section>
  );
}
