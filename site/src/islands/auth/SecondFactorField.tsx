import { useWords } from '../words.tsx';

export type SecondFactorMode = 'code' | 'recovery';

interface Props {
  id: string;
  mode: SecondFactorMode;
  onModeChange: (mode: SecondFactorMode) => void;
  value: string;
  onChange: (value: string) => void;
  /** Where the field's words are: `{keys}.code`, `.recoveryCode`, `.useRecovery` and `.useApp`. */
  keys: string;
  /** Id of the message that explains what is wrong, when something is. */
  problemId?: string | undefined;
  /** Offer the switch to a recovery code (not when confirming a new set-up). */
  recoveryAllowed?: boolean;
}

/**
 * The second factor: six digits from the authenticator app (the browser and phone can fill them
 * in), or one of the recovery codes.
 */
export default function SecondFactorField({
  id,
  mode,
  onModeChange,
  value,
  onChange,
  keys,
  problemId,
  recoveryAllowed = true,
}: Props) {
  const { t } = useWords();
  const code = mode === 'code';
  return (
    <div className="field">
      <label htmlFor={id}>{t(code ? `${keys}.code` : `${keys}.recoveryCode`)}</label>
      <input
        id={id}
        key={mode}
        type="text"
        autoComplete={code ? 'one-time-code' : 'off'}
        inputMode={code ? 'numeric' : 'text'}
        pattern={code ? '[0-9 ]*' : undefined}
        maxLength={code ? 7 : 24}
        spellCheck={false}
        autoCapitalize="off"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
      />
      {recoveryAllowed && (
        <button
          type="button"
          className="button-link"
          onClick={() => {
            onChange('');
            onModeChange(code ? 'recovery' : 'code');
          }}
        >
          {t(code ? `${keys}.useRecovery` : `${keys}.useApp`)}
        </button>
      )}
    </div>
  );
}

/** Whether the input is plausibly what the mode asks for (the API checks it for real). */
export function looksRight(mode: SecondFactorMode, value: string): boolean {
  return mode === 'code' ? /^\d{3}\s?\d{3}$/.test(value.trim()) : value.replace(/[\s-]/g, '').length === 12;
}

/** The second factor as the API takes it: a code from the app, or a recovery code. */
export const secondFactorProof = (mode: SecondFactorMode, value: string) =>
  mode === 'code' ? { code: value.trim() } : { recoveryCode: value.trim() };
