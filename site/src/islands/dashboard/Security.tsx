import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@calma/api/contract';
import { type ReactNode, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import type { Translate } from '../../i18n/format.ts';
import type { ApiProblem } from '../../lib/api-client.ts';
import { minutesFrom } from '../../lib/auth-forms.ts';
import { useApiCache, useApiMutation, useApiQuery } from '../../lib/query.ts';
import { useAccountProof } from '../auth/AccountProof.tsx';
import SecondFactorField, { looksRight } from '../auth/SecondFactorField.tsx';
import { FormProblem, SubmitButton } from '../forms/fields.tsx';
import QueryState, { Problem } from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import { useShell } from './shell.tsx';

const TWO_FACTOR = '/api/v1/auth/two-factor';

/** The message for a refused code or password. */
function problemFor(t: Translate, problem: ApiProblem): string {
  if (problem.status === 429) return t('dashboard.security.locked', { minutes: minutesFrom(problem.retryAfter) });
  if (problem.code === 'INVALID_PASSWORD') return t('dashboard.security.passwordInvalid');
  if (problem.code === 'INVALID_TWO_FACTOR_CODE') return t('dashboard.security.invalid');
  return t('dashboard.security.error');
}

/**
 * A code from the app, sent to `url` for a new set of recovery codes (confirming the set-up, or
 * replacing the codes): what sends it, and the form's field with its message, ids under `id`.
 */
function useCodeForRecoveryCodes(url: string, onCodes: (codes: string[]) => void, id: string) {
  const { t } = useWords();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const request = useApiMutation<RecoveryCodes, string>((typed) => ({ path: url, body: { code: typed } }));
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    if (!looksRight('code', code)) return setProblem(t('dashboard.security.fieldCode'));
    request.mutate(code.trim(), {
      onSuccess: (answer) => onCodes(answer.recoveryCodes),
      onError: (refused) => setProblem(problemFor(t, refused)),
    });
  };
  const sending = request.isPending;
  const field = (
    <>
      <SecondFactorField
        id={`${id}-code`}
        mode="code"
        onModeChange={() => undefined}
        value={code}
        onChange={setCode}
        recoveryAllowed={false}
        problemId={problem ? `${id}-problem` : undefined}
        keys="dashboard.security"
      />
      <FormProblem id={`${id}-problem`} message={problem} />
    </>
  );
  return { submit, sending, field };
}

/** Settings for two-step sign-in: set it up (QR code and key), turn it off, new recovery codes. */
export default function Security() {
  const { t } = useWords();
  const { me } = useShell();
  const loaded = useApiQuery<TwoFactorStatus>(TWO_FACTOR);
  const status = loaded.data;
  const cache = useApiCache();
  const [setup, setSetup] = useState<TwoFactorSetup | undefined>();
  const [codes, setCodes] = useState<string[] | undefined>();
  const [notice, setNotice] = useState('');
  const starting = useApiMutation<TwoFactorSetup>(() => ({ path: `${TWO_FACTOR}/setup`, method: 'POST' }));

  const begin = () => {
    setNotice('');
    starting.mutate(undefined, { onSuccess: setSetup });
  };

  if (starting.isError)
    return (
      <section>
        <h1>{t('dashboard.security.title')}</h1>
        <Problem retry={begin}>{t('dashboard.security.error')}</Problem>
      </section>
    );
  if (!status)
    return (
      <section>
        <h1>{t('dashboard.security.title')}</h1>
        <QueryState query={loaded} loading="dashboard.security.loading" error="dashboard.security.error" />
      </section>
    );

  return (
    <section className="security">
      <h1>{t('dashboard.security.title')}</h1>
      <p>{t('dashboard.security.lead')}</p>
      {status.required && !status.enabled && <p className="notice">{t('dashboard.security.required')}</p>}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}

      {codes ? (
        <RecoveryCodeList
          email={me.email}
          codes={codes}
          onDone={() => {
            setCodes(undefined);
            void cache.invalidate(TWO_FACTOR);
          }}
        />
      ) : setup ? (
        <ConfirmSetup
          setup={setup}
          onEnabled={(recoveryCodes) => {
            setSetup(undefined);
            setNotice(t('dashboard.security.enabled'));
            setCodes(recoveryCodes);
          }}
          onCancel={() => setSetup(undefined)}
        />
      ) : status.enabled ? (
        <>
          <p>
            <strong>{t('dashboard.security.statusOn')}</strong>{' '}
            {t('dashboard.security.codesLeft', { count: status.recoveryCodesLeft })}
          </p>
          <Regenerate onCodes={setCodes} />
          <Disable passwordSet={status.passwordSet} onDisabled={() => setNotice(t('dashboard.security.disabled'))} />
        </>
      ) : (
        <>
          <p>
            <strong>{t('dashboard.security.statusOff')}</strong>
          </p>
          <button type="button" className="button button-primary" onClick={begin}>
            {t('dashboard.security.setUp')}
          </button>
        </>
      )}
    </section>
  );
}

function ConfirmSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useWords();
  const { submit, sending, field } = useCodeForRecoveryCodes(
    '/api/v1/auth/two-factor/enable',
    onEnabled,
    'security-setup',
  );
  // Group the key in fours, as apps show it, so it is easier to type; spaces do not matter to them.
  const key = setup.secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <form className="card security-setup" onSubmit={submit} noValidate>
      <h2>{t('dashboard.security.setUp')}</h2>
      <p>{t('dashboard.security.scan')}</p>
      <img
        className="qr-code"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t('dashboard.security.qrAlt')}
        width={200}
        height={200}
      />
      <p>
        {t('dashboard.security.manual')} <code className="secret-key">{key}</code>
      </p>
      <p>{t('dashboard.security.confirmLead')}</p>
      {field}
      <div className="actions">
        <SubmitButton
          sending={sending}
          label={t('dashboard.security.confirm')}
          sendingLabel={t('dashboard.security.working')}
        />
        <button type="button" className="button" onClick={onCancel}>
          {t('dashboard.security.cancel')}
        </button>
      </div>
    </form>
  );
}

function RecoveryCodeList({ email, codes, onDone }: { email: string; codes: string[]; onDone: () => void }) {
  const { t } = useWords();
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = `${t('dashboard.security.fileHeading', { email })}\n\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="card recovery-codes">
      <h2 ref={heading} tabIndex={-1}>
        {t('dashboard.security.codesTitle')}
      </h2>
      <p>{t('dashboard.security.codesLead')}</p>
      <ul className="recovery-code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="actions">
        <button
          type="button"
          className="button"
          onClick={() =>
            void navigator.clipboard
              .writeText(codes.join('\n'))
              .then(() => setCopied(true))
              .catch(() => setCopied(false))
          }
        >
          {t('dashboard.security.copy')}
        </button>
        <a className="button" href={download} download="calma-recovery-codes.txt">
          {t('dashboard.security.download')}
        </a>
        <button type="button" className="button button-primary" onClick={onDone}>
          {t('dashboard.security.codesSaved')}
        </button>
      </div>
      <p role="status">{copied ? t('dashboard.security.copied') : ''}</p>
    </div>
  );
}

function Regenerate({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { submit, sending, field } = useCodeForRecoveryCodes(
    '/api/v1/auth/two-factor/recovery-codes',
    onCodes,
    'security-regenerate',
  );
  return (
    <SettingForm action="regenerate" onSubmit={submit} sending={sending}>
      {field}
    </SettingForm>
  );
}

function Disable({ passwordSet, onDisabled }: { passwordSet: boolean; onDisabled: () => void }) {
  const { t } = useWords();
  const { password, mode, code, setProblem, fields, body } = useAccountProof({
    keys: 'dashboard.security',
    form: 'security-disable',
    codeId: 'security-disable-code',
    withPassword: passwordSet,
    withCode: true,
  });
  const disabling = useApiMutation((proof: typeof body) => ({ path: `${TWO_FACTOR}/disable`, body: proof }), {
    invalidates: [TWO_FACTOR],
  });
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(undefined);
    if (passwordSet && password === '')
      return setProblem({ text: t('dashboard.security.fieldPassword'), field: 'password' });
    if (!looksRight(mode, code))
      return setProblem({
        text: t(mode === 'code' ? 'dashboard.security.fieldCode' : 'dashboard.security.fieldRecovery'),
        field: 'code',
      });
    disabling.mutate(body, {
      onSuccess: onDisabled,
      onError: (refused) =>
        setProblem({
          text: problemFor(t, refused),
          field: refused.code === 'INVALID_PASSWORD' ? 'password' : 'code',
        }),
    });
  };
  return (
    <SettingForm action="disable" onSubmit={submit} sending={disabling.isPending}>
      {fields}
    </SettingForm>
  );
}

/** A change to two-step sign-in while it is on: `dashboard.security.{action}Title`, its lead and its button. */
function SettingForm({
  action,
  onSubmit,
  sending,
  children,
}: {
  action: 'regenerate' | 'disable';
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
  sending: boolean;
  children: ReactNode;
}) {
  const { t } = useWords();
  return (
    <form className="card" onSubmit={onSubmit} noValidate aria-labelledby={`security-${action}`}>
      <h2 id={`security-${action}`}>{t(`dashboard.security.${action}Title`)}</h2>
      <p>{t(`dashboard.security.${action}Lead`)}</p>
      {children}
      <SubmitButton
        className="button"
        sending={sending}
        label={t(`dashboard.security.${action}`)}
        sendingLabel={t('dashboard.security.working')}
      />
    </form>
  );
}
