import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { translatorFor } from '../../i18n/format.ts';
import { looksLikeEmail } from '../../lib/auth-forms.ts';
import { useApiMutation, useApiQuery, withQueries } from '../../lib/query.ts';
import { continuation, providerErrorKey, type SignInMessage, safeNext, signInProblem } from '../../lib/sign-in.ts';
import { FormProblem, SubmitButton, submitLabels, TextField } from '../forms/fields.tsx';
import { useWords, withWords } from '../words.tsx';
import PasswordField from './PasswordField.tsx';
import ProviderSignIn from './ProviderSignIn.tsx';
import TwoFactorStep from './TwoFactorStep.tsx';

interface Props {
  strings: Record<string, string>;
  locale: string;
}

interface Me {
  email: string;
  /** This sign-in cancelled a pending deletion of the account: say so before going anywhere. */
  deletionCancelled?: boolean;
}

/** Where to go after signing in: a path on this site only, never another origin. */
function next(): string | undefined {
  return safeNext(new URLSearchParams(window.location.search).get('next'));
}

/** Where a sign-in moves on to: the page that asked for it, else the dashboard's home for the role. */
const onward = () => next() ?? DASHBOARD;
const DASHBOARD = '/dashboard';

/** Tells the header (a plain script, not an island) that the account changed, so it shows it at once. */
const announce = (change: 'signed-in' | 'signed-out') => document.dispatchEvent(new CustomEvent(`calma:${change}`));

/** Sign in with email and password. On an error everything typed stays, and the message says why. */
export default withQueries(withWords(SignIn));

function SignIn({ strings, locale }: Props) {
  const { t } = useWords();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  // A returning person whose access token has run out is still signed in through the refresh
  // cookie: api() renews the session, and they go on to `next` without typing their password.
  const who = useApiQuery<Me>('/api/v1/auth/me');
  // Who this page signed in or out since; until then, who the API says is signed in (unless the
  // page moves on to `next`, below).
  const [changed, setMe] = useState<Me | null | undefined>(undefined);
  const me = changed === undefined ? (who.data && !next() ? who.data : undefined) : changed;
  const signIn = useApiMutation<Me & { twoFactorRequired?: true }, { email: string; password: string }>((body) => ({
    path: '/api/v1/auth/sign-in',
    body,
  }));
  const signOutCall = useApiMutation(() => ({ path: '/api/v1/auth/sign-out', method: 'POST' }));
  const [signedOut, setSignedOut] = useState(false);
  // The password was right and the account asks for a code (also after a provider sign-in).
  const [twoFactor, setTwoFactor] = useState(false);

  // Signed in: on to where the person was going. A sign-in that cancelled the account's deletion
  // says so first, with the way on beside it.
  const signedIn = (account: Me) => {
    if (!account.deletionCancelled) return window.location.assign(onward());
    setMe(account);
    setTwoFactor(false);
    setPassword('');
    announce('signed-in');
  };
  const fromProvider = async ({ result, error }: SignInMessage) => {
    setProblem('');
    if (result === 'two-factor') setTwoFactor(true);
    else if (result === 'error') setProblem(t(providerErrorKey(error)));
    else if (result === 'link') window.location.assign(continuation(locale, 'link', next()));
    else {
      const fresh = await who.refetch();
      if (fresh.isSuccess) signedIn(fresh.data);
      else setProblem(t('auth.signIn.error'));
    }
  };

  useEffect(() => {
    // What was typed, or filled in by a password manager, before the page became interactive: keep it
    // rather than let the first render empty the fields.
    const typed = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value ?? '';
    if (typed('sign-in-email')) setEmail(typed('sign-in-email'));
    if (typed('sign-in-password')) setPassword(typed('sign-in-password'));
  }, []);

  useEffect(() => {
    // A provider sign-in that ran without a popup comes back here with its outcome.
    const query = new URLSearchParams(window.location.search);
    if (query.get('step') === 'two-factor') setTwoFactor(true);
    const error = query.get('error');
    if (error) setProblem(translatorFor(strings)(providerErrorKey(error)));
  }, [strings]);

  // Only the first answer decides: a sign-in on this page moves on by itself (once, not twice).
  const firstAnswer = useRef<boolean | undefined>(undefined);
  if (who.isFetched && firstAnswer.current === undefined) firstAnswer.current = Boolean(who.data);
  const signedInAlready = firstAnswer.current === true;
  useEffect(() => {
    const target = next();
    if (signedInAlready && target) window.location.replace(target);
  }, [signedInAlready]);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    if (!looksLikeEmail(email)) return setProblem(t('auth.signIn.fieldEmail'));
    if (password === '') return setProblem(t('auth.signIn.fieldPassword'));
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (account) => {
          if (account.twoFactorRequired) {
            setPassword('');
            setTwoFactor(true);
            return;
          }
          signedIn(account);
        },
        onError: (refused) => setProblem(signInProblem(t, refused, 'auth.signIn.invalid')),
      },
    );
  };

  // Signed out or not (a lost network), the page shows the form again.
  const signOut = () =>
    signOutCall.mutate(undefined, {
      onSettled: () => {
        setMe(null);
        setSignedOut(true);
        announce('signed-out');
      },
    });

  if (me) {
    return (
      <div className="card">
        <p role="status">{t('auth.signIn.done', { email: me.email })}</p>
        {me.deletionCancelled && <p className="notice">{t('auth.signIn.deletionCancelled')}</p>}
        <div className="actions">
          <a className="button button-primary" href={onward()}>
            {t(next() ? 'auth.signIn.continue' : 'auth.signIn.toDashboard')}
          </a>
          <button type="button" className="button" onClick={signOut}>
            {t('auth.signIn.signOut')}
          </button>
        </div>
      </div>
    );
  }

  if (twoFactor) {
    return (
      <TwoFactorStep
        onSignedIn={signedIn}
        onRestart={(reason) => {
          setTwoFactor(false);
          setProblem(reason ?? '');
        }}
      />
    );
  }

  // Whatever went wrong is about both fields: the API never says which of them was wrong.
  const described = { form: 'sign-in', invalid: problem !== '', problemId: problem ? 'sign-in-problem' : undefined };
  return (
    <>
      <form className="card sign-in" onSubmit={submit} noValidate>
        {signedOut && <p role="status">{t('auth.signIn.signedOut')}</p>}
        <TextField
          {...described}
          path="email"
          label={t('auth.signIn.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
        />
        <PasswordField {...described} label={t('auth.signIn.password')} value={password} onChange={setPassword} />
        <FormProblem id="sign-in-problem" message={problem} />
        <SubmitButton sending={signIn.isPending} {...submitLabels(t, 'auth.signIn')} />
      </form>
      <ProviderSignIn onResult={(message) => void fromProvider(message)} />
    </>
  );
}
