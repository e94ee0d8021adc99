import type { Translate } from '../../i18n/format.ts';
import { FormProblem } from '../forms/fields.tsx';
import PasswordField from './PasswordField.tsx';
import SecondFactorField, { type SecondFactorMode } from './SecondFactorField.tsx';

/** What is wrong, and which of the two proofs it is about. */
export type ProofProblem = { text: string; field: 'password' | 'code' };

/**
 * Proof that an account is the person's own before a change to how they sign in: its password,
 * a second factor, or both; the problem, when there is one, describes the field it is about.
 * Labels are `{keys}.password` and the second factor's words under `keys`.
 */
export default function AccountProof({
  t,
  keys,
  form,
  codeId,
  password,
  onPassword,
  mode,
  onMode,
  code,
  onCode,
  problem,
  withPassword,
  withCode,
}: {
  t: Translate;
  keys: string;
  /** The ids' prefix: `{form}-password`, `{form}-problem`. */
  form: string;
  codeId: string;
  password: string;
  onPassword: (value: string) => void;
  mode: SecondFactorMode;
  onMode: (mode: SecondFactorMode) => void;
  code: string;
  onCode: (value: string) => void;
  problem: ProofProblem | undefined;
  withPassword: boolean;
  withCode: boolean;
}) {
  const problemId = (field: ProofProblem['field']) => (problem?.field === field ? `${form}-problem` : undefined);
  return (
    <>
      {withPassword && (
        <PasswordField
          form={form}
          label={t(`${keys}.password`)}
          value={password}
          onChange={onPassword}
          invalid={problem?.field === 'password'}
          problemId={problemId('password')}
        />
      )}
      {withCode && (
        <SecondFactorField
          id={codeId}
          mode={mode}
          onModeChange={onMode}
          value={code}
          onChange={onCode}
          problemId={problemId('code')}
          t={t}
          keys={keys}
        />
      )}
      <FormProblem id={`${form}-problem`} message={problem?.text} />
    </>
  );
}
