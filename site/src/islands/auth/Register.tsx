import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { looksLikeEmail, passwordReasonKey, tooShort } from '../../lib/auth-forms.ts';
import { useApiMutation, useApiQuery, withQueries } from '../../lib/query.ts';
import { captureReferral, storedReferralCode } from '../../lib/referral.ts';
import { mayHaveSession } from '../../lib/session.ts';
import { safeNext } from '../../lib/sign-in.ts';
import { type Errors, FormProblem, SubmitButton, submitLabels, TextField } from '../forms/fields.tsx';
import { useWords, withWords } from '../words.tsx';
import PasswordField from './PasswordField.tsx';

interface Props {
  strings: Record<string, string>;
  locale: string;
  signInPath: string;
  /** The plan both practices get a free month of when a referred therapist is verified, by name. */
  referralPlan: string;
}

type Role = 'client' | 'therapist';

/** The colleague's code kept from their link (lib/referral.ts), with their name once the API knows it. */
interface Referral {
  code: string;
  name?: string;
}

/**
 * Creating an account. The answer is the same whether or not the email already has one, so the
 * confirmation only ever says "check your email". On an error everything typed stays. A therapist
 * who came through a colleague's referral link registers with its code (decision 023).
 */
export default withQueries(withWords(Register));

function Register({ locale, signInPath, referralPlan }: Props) {
  const { t } = useWords();
  const [role, setRole] = useState<Role>('client');
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [referralCode, setReferralCode] = useState<string | undefined>();
  // A code nobody has is still sent (the API ignores it); only the note needs the colleague's name.
  const referrer = useApiQuery<{ name: string }>(referralCode && `/api/v1/referrals/codes/${referralCode}`);
  const referral: Referral | undefined = referralCode
    ? { code: referralCode, ...(referrer.data ? { name: referrer.data.name } : {}) }
    : undefined;
  const registration = useApiMutation((body: object) => ({ path: '/api/v1/auth/register', body }));
  const done = useRef<HTMLHeadingElement>(null);
  // A page to return to (a booking left half-way), once the new account is confirmed and signed in.
  const [next, setNext] = useState<string | undefined>();
  useReturnOnceSignedIn(sentTo ? next : undefined);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    setNext(safeNext(query.get('next')));
    // A colleague's link may lead straight here; it is a therapist's invitation.
    if (query.get('role') === 'therapist' || query.has('ref')) setRole('therapist');
    let storage: Storage | undefined;
    try {
      storage = window.localStorage;
    } catch {
      return;
    }
    captureReferral(storage, window.location.search);
    setReferralCode(storedReferralCode(storage));
  }, []);
  useEffect(() => {
    if (sentTo) done.current?.focus();
  }, [sentTo]);

  /** The fields named, each with what it asks for; a form with any says to fix them. */
  const refuse = (named: { displayName?: unknown; email?: unknown; password?: string | undefined }) => {
    setErrors({
      ...(named.displayName
        ? { displayName: t(named.displayName === 'link' ? 'auth.register.fieldNameLink' : 'auth.register.fieldName') }
        : {}),
      ...(named.email ? { email: t('auth.register.fieldEmail') } : {}),
      ...(named.password ? { password: named.password } : {}),
    });
    setProblem(t('auth.register.fix'));
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    setErrors({});
    const blankName = displayName.trim() === '';
    const badEmail = !looksLikeEmail(email);
    if (blankName || badEmail || tooShort(password)) {
      return refuse({
        displayName: blankName,
        email: badEmail,
        password: tooShort(password) ? t('auth.password.tooShort') : undefined,
      });
    }
    registration.mutate(
      {
        email: email.trim(),
        password,
        displayName: displayName.trim(),
        role,
        locale,
        ...(role === 'therapist' && referral ? { referralCode: referral.code } : {}),
      },
      {
        onSuccess: () => {
          setSentTo(email.trim());
          setPassword('');
        },
        onError: ({ code, fields, status }) => {
          if (code === 'WEAK_PASSWORD')
            refuse({ password: t(passwordReasonKey('auth.password', fields.password ?? '')) });
          else if (code === 'VALIDATION_FAILED' && Object.keys(fields).length > 0)
            refuse({ ...fields, password: fields.password && t('auth.password.tooShort') });
          else if (status === 429) setProblem(t('auth.register.tooMany'));
          else setProblem(t('auth.register.error'));
        },
      },
    );
  };

  if (sentTo) {
    return (
      <div className="card">
        <h2 ref={done} tabIndex={-1}>
          {t('auth.register.done.title')}
        </h2>
        <p role="status">{t('auth.register.done.text', { email: sentTo })}</p>
        <p>{t('auth.register.done.existing')}</p>
        {next && <p>{t('auth.register.done.next')}</p>}
        <p className="hint">{t('auth.register.done.spam')}</p>
      </div>
    );
  }

  return (
    <form className="card sign-in" onSubmit={submit} noValidate>
      <fieldset className="field role-choice">
        <legend>{t('auth.register.role')}</legend>
        {(['client', 'therapist'] as const).map((value) => (
          <div className="option" key={value}>
            <input
              type="radio"
              id={`register-role-${value}`}
              name="role"
              value={value}
              checked={role === value}
              onChange={() => setRole(value)}
            />
            <label htmlFor={`register-role-${value}`}>{t(`auth.register.role.${value}`)}</label>
          </div>
        ))}
      </fieldset>
      {role === 'therapist' && referral?.name && (
        <p className="notice">{t('referral.invitedBy', { name: referral.name, plan: referralPlan })}</p>
      )}
      <TextField
        form="register"
        path="displayName"
        label={t('auth.register.name')}
        hint={t('auth.register.nameHint')}
        autoComplete="name"
        maxLength={100}
        value={displayName}
        onChange={setDisplayName}
        errors={errors}
      />
      <TextField
        form="register"
        path="email"
        label={t('auth.register.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        errors={errors}
      />
      <PasswordField
        form="register"
        label={t('auth.register.password')}
        rule={t('auth.password.rule')}
        value={password}
        onChange={setPassword}
        errors={errors}
      />
      <FormProblem message={problem} />
      <SubmitButton sending={registration.isPending} {...submitLabels(t, 'auth.register')} />
      <p>
        {t('auth.register.haveAccount')}{' '}
        <a href={next ? `${signInPath}?next=${encodeURIComponent(next)}` : signInPath}>{t('auth.register.signIn')}</a>
      </p>
    </form>
  );
}

/**
 * Goes on to `next` once this browser is signed in: opening the emailed link in this browser (in
 * another tab, as mail programs do) confirms the address and signs in there, which sets the session
 * hint cookie every tab can read. This tab keeps what was typed before (a booking's draft in its
 * sessionStorage), so it is the one that carries on. The API is asked only once the hint is there.
 */
function useReturnOnceSignedIn(next: string | undefined) {
  const [hinted, setHinted] = useState(false);
  useEffect(() => {
    if (!next || hinted) return;
    const timer = window.setInterval(() => setHinted(mayHaveSession()), 1_000);
    return () => window.clearInterval(timer);
  }, [next, hinted]);
  const who = useApiQuery<{ email: string }>(next && hinted ? '/api/v1/auth/me' : undefined);
  const signedIn = Boolean(who.data);
  useEffect(() => {
    if (next && signedIn) window.location.assign(next);
  }, [next, signedIn]);
}
