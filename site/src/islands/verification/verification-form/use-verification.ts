import type { VerificationState } from '@calma/api/contract';
import { type ChangeEvent, type SyntheticEvent, useState } from 'react';
import type { ApiProblem } from '../../../lib/api-client.ts';
import { type ApiCall, type ApiError, useApiCache, useApiMutation, useApiQuery } from '../../../lib/query.ts';
import { errorMessage, uploadFile } from '../../../lib/upload.ts';
import { useWords } from '../../words.tsx';
import { documentParams, isDirty, numberFits } from './verification-state.ts';

export type DocumentKind = 'qualification' | 'identity';

/**
 * The verification as the API holds it and as the therapist edits it: the fields as typed, what
 * runs (one thing at a time), what the last change said, and saving, submitting, adding and
 * removing documents.
 */
export function useVerification(submitPath: string) {
  const { t, locale } = useWords();
  const path = `/api/v1/verification?locale=${locale}`;
  const loaded = useApiQuery<VerificationState>(path);
  const state = loaded.data;
  const cache = useApiCache();
  // Every change answers the verification as it now stands.
  const change = useApiMutation<VerificationState, ApiCall>((call) => call);
  const submission = useApiMutation(() => ({ path: submitPath, method: 'POST' }));
  // What was typed since the fields last showed the verification as saved.
  const [typed, setTyped] = useState<{ country?: string; profession?: string; number?: string }>({});
  const country = typed.country ?? state?.country ?? '';
  const profession = typed.profession ?? state?.profession ?? '';
  const number = typed.number ?? state?.registerNumber ?? '';
  const [numberProblem, setNumberProblem] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  /** Shows the verification as the API answered it, the fields included. */
  const adopt = (next: VerificationState) => {
    cache.set(path, next);
    setTyped({});
  };
  const fail = (error: Pick<ApiProblem, 'code'>) =>
    setMessage({
      text: errorMessage(t, 'dashboard.verification', error, state ? documentParams(state.limits) : {}),
      error: true,
    });
  const professionData = state?.countries.find((c) => c.slug === country)?.professions.find((p) => p.id === profession);

  const checkNumber = () => {
    if (!professionData) return true;
    const ok = numberFits(professionData.pattern, number);
    setNumberProblem(ok ? '' : t('dashboard.verification.numberInvalid', { example: professionData.example }));
    return ok;
  };
  const save = async (): Promise<boolean> => {
    if (!country || !profession) {
      setMessage({ text: t('dashboard.verification.chooseFirst'), error: true });
      return false;
    }
    if (!checkNumber()) return false;
    try {
      adopt(
        await change.mutateAsync({ path, method: 'PUT', body: { country, profession, registerNumber: number.trim() } }),
      );
      return true;
    } catch (problem) {
      fail(problem as ApiError);
      return false;
    }
  };
  const onSave = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    setBusy('save');
    if (await save()) setMessage({ text: t('dashboard.verification.saved'), error: false });
    setBusy(null);
  };
  const onSubmit = async () => {
    setMessage(null);
    setBusy('submit');
    if (state && isDirty({ country, profession, number }, state) && !(await save())) {
      setBusy(null);
      return;
    }
    try {
      await submission.mutateAsync();
      const fresh = await loaded.refetch();
      if (fresh.data) adopt(fresh.data);
      setMessage({ text: t('dashboard.verification.submittedDone'), error: false });
    } catch (problem) {
      fail(problem as ApiError);
    }
    setBusy(null);
  };
  const onFile = (kind: DocumentKind) => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !state) return;
    setMessage(null);
    if (file.size > state.limits.documentBytes) return fail({ code: 'FILE_TOO_LARGE' });
    setBusy(kind);
    const result = await uploadFile<VerificationState>(
      `/api/v1/verification/documents?kind=${kind}&locale=${locale}`,
      file,
    );
    setBusy(null);
    if (!result.ok) return fail(result.problem);
    cache.set(path, result.body);
    setMessage({ text: t('dashboard.verification.documents.added', { name: file.name }), error: false });
  };
  const removeDocument = (documentId: string, name: string) => {
    setMessage(null);
    setBusy('remove');
    change.mutate(
      { path: `/api/v1/verification/documents/${documentId}?locale=${locale}`, method: 'DELETE' },
      {
        onSuccess: (next) => {
          cache.set(path, next);
          setMessage({ text: t('dashboard.verification.documents.removed', { name }), error: false });
        },
        onError: fail,
        onSettled: () => setBusy(null),
      },
    );
  };

  return {
    loaded,
    state,
    typed: { country, profession, number },
    setCountry: (value: string) => {
      setTyped((current) => ({ ...current, country: value, profession: '' }));
      setNumberProblem('');
    },
    setProfession: (value: string) => {
      setTyped((current) => ({ ...current, profession: value }));
      setNumberProblem('');
    },
    setNumber: (value: string) => setTyped((current) => ({ ...current, number: value })),
    numberProblem,
    checkNumber,
    working: busy !== null,
    message,
    onSave,
    onSubmit,
    onFile,
    removeDocument,
  };
}

export type Verification = ReturnType<typeof useVerification>;
