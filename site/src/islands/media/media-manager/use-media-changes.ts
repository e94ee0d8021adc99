import type { MediaState } from '@calma/api/contract';
import { useState } from 'react';
import type { ApiProblem } from '../../../lib/api-client.ts';
import { type ApiCall, useApiCache, useApiMutation } from '../../../lib/query.ts';
import { errorMessage, uploadFile } from '../../../lib/upload.ts';
import { useWords } from '../../words.tsx';
import { limitParams, MEDIA, movedOrder, refusalParams } from './media-state.ts';

export type Method = 'DELETE' | 'PUT' | 'PATCH';

/** What the last change said: done, or refused and why. */
export interface Message {
  text: string;
  error: boolean;
}

/**
 * Every change to the therapist's media, one at a time: uploads (with progress) and the calls that
 * describe, reorder or remove. Each answers the whole state, put in place at once.
 */
export function useMediaChanges(media: MediaState | undefined) {
  const { t } = useWords();
  const cache = useApiCache();
  const change = useApiMutation<MediaState, ApiCall>((call) => call, { onSuccess: (next) => cache.set(MEDIA, next) });
  const [busy, setBusy] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const fail = (error: Pick<ApiProblem, 'code' | 'details'>) =>
    setMessage({
      text: errorMessage(t, 'dashboard.media', error, media && refusalParams(limitParams(media.limits), error.details)),
      error: true,
    });

  /** Uploads a file; true when it was taken. */
  const upload = async (
    what: string,
    url: string,
    file: File,
    maxBytes: number,
    fields: Record<string, string> = {},
  ) => {
    setMessage(null);
    // The API checks again; refusing here saves sending a file that cannot be accepted.
    if (file.size > maxBytes) {
      fail({ code: 'FILE_TOO_LARGE' });
      return false;
    }
    setBusy(what);
    setProgress(0);
    const result = await uploadFile<MediaState>(url, file, { fields, onProgress: setProgress });
    setBusy(null);
    setProgress(null);
    if (!result.ok) {
      fail(result.problem);
      return false;
    }
    cache.set(MEDIA, result.body);
    setMessage({ text: t('dashboard.media.saved'), error: false });
    return true;
  };

  const send = (what: string, method: Method, url: string, text: string, body?: unknown) => {
    setMessage(null);
    setBusy(what);
    change.mutate(
      { path: url, method, body },
      {
        onSuccess: () => setMessage({ text, error: false }),
        onError: fail,
        onSettled: () => setBusy(null),
      },
    );
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = movedOrder(media?.practicePhotos.map((p) => p.id) ?? [], index, by);
    send('order', 'PUT', '/api/v1/profile/practice-photos/order', t('dashboard.media.saved'), { ids });
  };

  return { busy, working: busy !== null, progress, message, upload, send, move };
}

export type MediaChanges = ReturnType<typeof useMediaChanges>;
