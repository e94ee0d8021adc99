import type { IntakeAnswer, IntakeAnswerProblem, IntakeAnswers, IntakeDefinition } from '@calma/api/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { type ApiError, useApiMutation } from '../../lib/query.ts';
import {
  type AnswerState,
  answerReducer,
  batchToSend,
  initialState,
  localCopyOf,
  parseLocalCopy,
  type ServerResponse,
} from './answer-state.ts';

/** How long typing pauses before what changed is sent. */
const PAUSE_MS = 800;
/** The first wait before trying again after a failed save; it doubles up to the last. */
const RETRY_MS = [3_000, 6_000, 12_000, 30_000, 60_000];

const storageKey = (responseId: string) => `calma.intake.${responseId}`;

// Unsaved answers stay only until the API has them: the browser's copy is removed as soon as
// nothing is pending, so health data does not linger on a shared device.
function readLocal(responseId: string) {
  try {
    return parseLocalCopy(window.localStorage.getItem(storageKey(responseId)));
  } catch {
    return undefined;
  }
}

function writeLocal(responseId: string, state: AnswerState) {
  try {
    const copy = localCopyOf(state);
    if (copy) window.localStorage.setItem(storageKey(responseId), JSON.stringify(copy));
    else window.localStorage.removeItem(storageKey(responseId));
  } catch {
    // Private mode or a full store: answers are still sent; only a reload before they arrive would lose them.
  }
}

/** Forgets this browser's copy of a response's answers (once it is submitted). */
export function forgetLocal(responseId: string) {
  try {
    window.localStorage.removeItem(storageKey(responseId));
  } catch {
    // As above.
  }
}

interface Options {
  token: string;
  locale: string;
  response: ServerResponse & { id: string; definition: IntakeDefinition };
  /** The response was submitted or the link ended meanwhile: the page reads its tasks again. */
  onClosed: () => void;
}

type SaveVariables = { answers: IntakeAnswers; keepalive?: boolean };

const problemsOf = (error: ApiError): IntakeAnswerProblem[] =>
  ((error.details as { problems?: IntakeAnswerProblem[] } | undefined)?.problems ?? []).filter(
    (p) => typeof p?.questionId === 'string',
  );

/**
 * A client's answers to one questionnaire, saved as they go: what changed is sent once typing
 * pauses and whenever a field is left, a failed save is tried again by itself (at once when the
 * browser is back online), and what is not yet saved is kept in this browser, restored on load.
 */
export function useAutosave({ token, locale, response, onClosed }: Options) {
  const [state, dispatch] = useReducer(answerReducer, response, (r) => initialState(r, undefined));
  const latest = useRef(state);
  latest.current = state;
  const attempts = useRef(0);
  const definition = response.definition;

  const save = useApiMutation<{ updatedAt: string; missing: string[] }, SaveVariables>(
    ({ answers, keepalive }) => ({
      path: `/api/v1/before-your-session/${token}/questionnaires/${encodeURIComponent(response.id)}/answers?locale=${locale}`,
      method: 'PUT',
      body: { answers },
      ...(keepalive ? { keepalive } : {}),
    }),
    {
      onSuccess: ({ updatedAt }, { answers }) => {
        attempts.current = 0;
        dispatch({ type: 'saved', batch: answers, updatedAt });
      },
      onError: (error, { answers }) => {
        if (error.code === 'INTAKE_ANSWER_INVALID') {
          dispatch({ type: 'refused', batch: answers, problems: problemsOf(error) });
          return;
        }
        const outcome =
          error.status === 409 ? 'closed' : error.status === 410 || error.status === 404 ? 'expired' : 'retrying';
        dispatch({ type: 'notSent', batch: answers, outcome });
        if (outcome !== 'retrying') onClosed();
      },
    },
  );
  const { mutate } = save;

  /** Sends what is pending now, unless something is already on its way. */
  const flush = useCallback(() => {
    const current = latest.current;
    if (current.status === 'closed' || current.status === 'expired') return;
    const batch = batchToSend(current, definition);
    if (!batch) return;
    // Marked at once, so a blur and a timer in the same moment send it only once.
    latest.current = answerReducer(current, { type: 'sending', batch });
    dispatch({ type: 'sending', batch });
    mutate({ answers: batch });
  }, [definition, mutate]);

  // The browser's copy is read once the page runs: the server rendered the API's answers, and the
  // first render in the browser must match them. From then on it follows every change and save.
  const read = useRef(false);
  useEffect(() => {
    if (read.current) return writeLocal(response.id, state);
    read.current = true;
    const restore = { type: 'restore', local: readLocal(response.id) } as const;
    dispatch(restore);
    // A copy older than the API's answers is dropped at once.
    writeLocal(response.id, answerReducer(state, restore));
  }, [response.id, state]);

  // Sent once typing pauses, and what was typed while a save was on its way once it is back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the answers starts the pause again, on purpose.
  useEffect(() => {
    if (state.inFlight || state.status === 'retrying') return;
    const timer = window.setTimeout(flush, PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [state.answers, state.inFlight, state.status, flush]);

  // Not saved: tried again after a wait that grows, and at once when the browser is back online.
  useEffect(() => {
    if (state.status !== 'retrying' || state.inFlight) return;
    const wait = RETRY_MS[Math.min(attempts.current, RETRY_MS.length - 1)] ?? 60_000;
    attempts.current += 1;
    const timer = window.setTimeout(flush, wait);
    window.addEventListener('online', flush);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', flush);
    };
  }, [state.status, state.inFlight, flush]);

  // Leaving the page with answers not yet sent: they go anyway, in a request that outlives the page.
  useEffect(() => {
    const leave = () => {
      const batch = batchToSend(latest.current, definition);
      if (batch) mutate({ answers: batch, keepalive: true });
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [definition, mutate]);

  const change = useCallback(
    (questionId: string, value: IntakeAnswer) => dispatch({ type: 'change', questionId, value, at: Date.now() }),
    [],
  );
  return { state, change, flush };
}
