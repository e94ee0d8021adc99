import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { translatorFor } from '../../i18n/format.ts';
import { looksLikeEmail, passwordReasonKey, problemOf } from '../../lib/auth-forms.ts';

interface Props {
  strings: Record<string, string>;
  locale: string;
  signInPath: string;
}

type Role = 'client' | 'therapist';
type Field = 'displayName' | 'email' | 'password';

/**
 * Creating an account. The answer is the same whether or not the email already has one, so the
 * confirmation only ever says "check your email". On an error everything typed stays.
 */
export default function Register({ strings, locale, signInPath }: Props) {
  const t = translatorFor(strings);
  const [role, setRole] = useState<Role>('client');
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const done = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('role') === 'therapist') setRole('therapist');
  }, []);
  useEffect(() => {
    if (sentTo) done.current?.focus();
  }, [sentTo]);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    const found: Partial<Record<Field, string>> = {};
    if (displayName.trim() === '') found.displayName = t('auth.register.fieldName');
    if (!looksLikeEmail(email)) found.email = t('auth.register.fieldEmail');
    if ([...password].length < 10) found.password = t('auth.password.tooShort');
    setErrors(found);
    if (Object.keys(found).length > 0) return setProblem(t('auth.register.fix'));
    setSending(true);
    try {
      const response = await fetch('/api/v1/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: email.trim(), password, displayName: displayName.trim(), role, locale }),
      });
      if (response.ok) {
        setSentTo(email.trim());
        setPassword('');
        return;
      }
      const answer = await problemOf(response);
      if (answer.code === 'WEAK_PASSWORD') {
        setErrors({ password: t(passwordReasonKey('auth.password', answer.fields.password ?? '')) });
        setProblem(t('auth.register.fix'));
      } else if (answer.code === 'VALIDATION_FAILED' && Object.keys(answer.fields).length > 0) {
        setErrors({
          ...(answer.fields.displayName ? { displayName: t('auth.register.fieldName') } : {}),
          ...(answer.fields.email ? { email: t('auth.register.fieldEmail') } : {}),
          ...(answer.fields.password ? { password: t('auth.password.tooShort') } : {}),
        });
        setProblem(t('auth.register.fix'));
      } else if (answer.status === 429) setProblem(t('auth.register.tooMany'));
      else setProblem(t('auth.register.error'));
    } catch {
      setProblem(t('auth.register.error'));
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <div className="card">
        <h2 ref={done} tabIndex={-1}>
          {t('auth.register.done.title')}
        </h2>
        <p role="status">{t('auth.register.done.text', { email: sentTo })}</p>
        <p>{t('auth.register.done.existing')}</p>
        <p className="hint">{t('auth.register.done.spam')}</p>
      </div>
    );
  }

  const described = (field: Field, hint?: string) =>
    [errors[field] ? `register-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`register-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;

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
      <div className="field">
        <label htmlFor="register-displayName">{t('auth.register.name')}</label>
        <input
          id="register-displayName"
          type="text"
          autoComplete="name"
          maxLength={100}
          value={displayName}
          onChange={(e) => setDisplayName(e.currentTarget.value)}
          aria-invalid={errors.displayName ? true : undefined}
          aria-describedby={described('displayName', 'register-name-hint')}
        />
        <p id="register-name-hint" className="hint">
          {t('auth.register.nameHint')}
        </p>
        {fieldError('displayName')}
      </div>
      <div className="field">
        <label htmlFor="register-email">{t('auth.register.email')}</label>
        <input
          id="register-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={described('email')}
        />
        {fieldError('email')}
      </div>
      <div className="field">
        <label htmlFor="register-password">{t('auth.register.password')}</label>
        <input
          id="register-password"
          type="password"
          autoComplete="new-password"
          maxLength={256}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={described('password', 'register-password-rule')}
        />
        <p id="register-password-rule" className="hint">
          {t('auth.password.rule')}
        </p>
        {fieldError('password')}
      </div>
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? t('auth.register.sending') : t('auth.register.submit')}
      </button>
      <p>
        {t('auth.register.haveAccount')} <a href={signInPath}>{t('auth.register.signIn')}</a>
      </p>
    </form>
  );
}
