import { type ReactNode, useState } from 'react';
import { FormProblem } from '../forms/fields.tsx';
import { useWords } from '../words.tsx';
import PasswordField from './PasswordField.tsx';
import SecondFactorField, { type SecondFactorMode, secondFactorProof } from './SecondFactorField.tsx';

/** What is wrong, and which of the two proofs it is about. */
export type ProofProblem = { text: string; field: 'password' | 'code' };

interface Options {
  /** Where the words are: `{keys}.password` and the second factor's. */
  keys: string;
  /** The ids' prefix: `{form}-password`, `{form}-problem`. */
  form: string;
  codeId: string;
  withPassword: boolean;
  withCode: boolean;
}

/**
 * Proof that an account is the person's own before a change to how they sign in: its password, a
 * second factor, or both. Gives what was typed, the fields (the problem, when there is one,
 * describes the field it is about) and the proof as the API takes it.
 */
export function useAccountProof({ keys, form, codeId, withPassword, withCode }: Options) {
  const { t } = useWords();
  const [password, setPassword] = useState('');
  const [mode, setMode] = useState<SecondFactorMode>('code');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<ProofProblem | undefined>();
  const problemId = (field: ProofProblem['field']) => (problem?.field === field ? `${form}-problem` : undefined);
  const fields: ReactNode = (
    <>
      {withPassword && (
        <PasswordField
          form={form}
          label={t(`${keys}.password`)}
          value={password}
          onChange={setPassword}
          invalid={problem?.field === 'password'}
          problemId={problemId('password')}
        />
      )}
      {withCode && (
        <SecondFactorField
          id={codeId}
          mode={mode}
          onModeChange={setMode}
          value={code}
          onChange={setCode}
          problemId={problemId('code')}
          keys={keys}
        />
      )}
      <FormProblem id={`${form}-problem`} message={problem?.text} />
    </>
  );
  const body = { ...(withPassword ? { password } : {}), ...(withCode ? secondFactorProof(mode, code) : {}) };
  return { password, mode, code, problem, setProblem, fields, body };
}
