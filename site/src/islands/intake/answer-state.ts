import {
  answerProblem,
  type IntakeAnswer,
  type IntakeAnswerProblem,
  type IntakeAnswers,
  type IntakeDefinition,
  type IntakeQuestion,
  intakeQuestions,
  missingRequired,
} from '@calma/api/contract';

// What a client's questionnaire holds while they fill it in, and every way that changes: one pure
// reducer, so the autosave hook only schedules and sends. An answer is "pending" from the moment
// it is typed until the API has stored exactly that value; pending answers are what the browser
// keeps (localStorage) so that a reload or a dropped connection loses nothing.

/** How saving stands, as the page says it (politely) under the questionnaire. */
export type SaveStatus =
  | 'idle'
  | 'saving'
  | 'saved'
  /** Not sent or not answered (offline, a server fault): tried again by itself. */
  | 'retrying'
  /** The API refused some answers (too long, …); they are shown beside their questions. */
  | 'refused'
  /** Submitted meanwhile (another tab, the therapist closed it): the page reads it again. */
  | 'closed'
  /** The link expired or was withdrawn while the client was answering. */
  | 'expired';

export interface AnswerState {
  answers: IntakeAnswers;
  /** Question ids typed and not yet stored by the API, with when (ms since the epoch). */
  pending: Record<string, number>;
  /** What is on its way to the API now. */
  inFlight: IntakeAnswers | undefined;
  /** The API's last change of the stored answers, as it said (its clock). */
  updatedAt: string;
  status: SaveStatus;
  /** The API's refusals by question, until that answer changes. */
  refused: Record<string, IntakeAnswerProblem>;
  /** Answers this browser kept, not yet saved, were put back on load. */
  restored: boolean;
}

/** What the browser keeps per response: the answers not yet stored, and the API's time they were typed after. */
export interface LocalCopy {
  /** The API's `updatedAt` the page last knew: answers typed here came after it. */
  base: string;
  answers: Record<string, { value: IntakeAnswer; at: number }>;
}

export interface ServerResponse {
  answers: IntakeAnswers;
  updatedAt: string;
}

const pick = (answers: IntakeAnswers, ids: Record<string, unknown>): IntakeAnswers =>
  Object.fromEntries(Object.entries(answers).filter(([id]) => id in ids));

const same = (a: IntakeAnswer | undefined, b: IntakeAnswer | undefined) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The answers to show on load: the API's, with this browser's unsaved ones over them where they are
 * newer — typed since the API's answers were last read here (nothing else saved since), or, when the
 * answers were saved elsewhere meanwhile, typed after that save. Those stay pending, to be sent on.
 */
export function initialState(server: ServerResponse, local: LocalCopy | undefined): AnswerState {
  const answers: IntakeAnswers = { ...server.answers };
  const pending: Record<string, number> = {};
  const serverTime = Date.parse(server.updatedAt);
  const unchangedSince = local !== undefined && serverTime <= Date.parse(local.base);
  for (const [questionId, entry] of Object.entries(local?.answers ?? {})) {
    if (!unchangedSince && !(entry.at > serverTime)) continue;
    if (same(server.answers[questionId], entry.value)) continue;
    answers[questionId] = entry.value;
    pending[questionId] = entry.at;
  }
  return {
    answers,
    pending,
    inFlight: undefined,
    updatedAt: server.updatedAt,
    status: 'idle',
    refused: {},
    restored: Object.keys(pending).length > 0,
  };
}

/** The browser's copy of what is pending, or undefined when nothing is (the copy is then removed). */
export function localCopyOf(state: AnswerState): LocalCopy | undefined {
  const ids = Object.keys(state.pending);
  if (ids.length === 0) return undefined;
  const answers: LocalCopy['answers'] = {};
  for (const id of ids) {
    const value = state.answers[id];
    if (value !== undefined) answers[id] = { value, at: state.pending[id] ?? 0 };
  }
  return { base: state.updatedAt, answers };
}

/** Reads a stored copy, refusing anything not in its shape (another version of the page, a hand edit). */
export function parseLocalCopy(text: string | null): LocalCopy | undefined {
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<LocalCopy>;
    if (typeof parsed.base !== 'string' || typeof parsed.answers !== 'object' || parsed.answers === null) {
      return undefined;
    }
    const answers: LocalCopy['answers'] = {};
    for (const [id, entry] of Object.entries(parsed.answers)) {
      if (entry && typeof entry.at === 'number' && entry.value !== undefined) answers[id] = entry;
    }
    return { base: parsed.base, answers };
  } catch {
    return undefined;
  }
}

/**
 * The problem with an answer as typed, checked with the contract's rules. An emptied answer ("",
 * no choice) clears it and is never a problem here; whether it is required is `missingRequired`'s.
 */
export function localProblem(
  question: IntakeQuestion,
  answer: IntakeAnswer | undefined,
): IntakeAnswerProblem | undefined {
  if (answer === undefined || answer === '') return undefined;
  return answerProblem(question, answer);
}

/** The answers to send now: pending, not already on their way, without a problem the API would refuse. */
export function batchToSend(state: AnswerState, definition: IntakeDefinition): IntakeAnswers | undefined {
  if (state.inFlight) return undefined;
  const questions = new Map(intakeQuestions(definition).map((q) => [q.id, q]));
  const batch: IntakeAnswers = {};
  for (const id of Object.keys(state.pending)) {
    const question = questions.get(id);
    const value = state.answers[id];
    if (!question || value === undefined || state.refused[id] || localProblem(question, value)) continue;
    batch[id] = value;
  }
  return Object.keys(batch).length > 0 ? batch : undefined;
}

/** What the page says about saving: derived, so it always matches what is pending and refused. */
export type ShownStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'refused' | 'unsaved' | 'closed' | 'expired';

export function shownStatus(state: AnswerState, definition: IntakeDefinition): ShownStatus {
  if (state.status === 'closed' || state.status === 'expired') return state.status;
  if (state.inFlight) return 'saving';
  if (state.status === 'retrying') return 'retrying';
  if (Object.keys(state.refused).length > 0) return 'refused';
  if (Object.keys(state.pending).length === 0) return state.status === 'idle' ? 'idle' : 'saved';
  // Pending: on its way once typing pauses, or held back by a problem the client has to correct.
  return batchToSend(state, definition) ? 'saving' : 'unsaved';
}

/** The required questions still without an answer, in the order they are asked. */
export const stillRequired = (definition: IntakeDefinition, state: AnswerState): string[] =>
  missingRequired(definition, state.answers);

export type AnswerEvent =
  /** The browser's copy, read once the page runs (the server rendered the API's answers alone). */
  | { type: 'restore'; local: LocalCopy | undefined }
  | { type: 'change'; questionId: string; value: IntakeAnswer; at: number }
  | { type: 'sending'; batch: IntakeAnswers }
  | { type: 'saved'; batch: IntakeAnswers; updatedAt: string }
  | { type: 'refused'; batch: IntakeAnswers; problems: IntakeAnswerProblem[] }
  | { type: 'notSent'; batch: IntakeAnswers; outcome: 'retrying' | 'closed' | 'expired' };

export function answerReducer(state: AnswerState, event: AnswerEvent): AnswerState {
  switch (event.type) {
    case 'restore': {
      // Whatever was typed since the page ran is newer than any copy.
      const merged = initialState({ answers: state.answers, updatedAt: state.updatedAt }, event.local);
      if (!merged.restored) return state;
      return {
        ...state,
        answers: { ...merged.answers, ...pick(state.answers, state.pending) },
        pending: { ...merged.pending, ...state.pending },
        restored: true,
      };
    }
    case 'change': {
      if (same(state.answers[event.questionId], event.value)) return state;
      const { [event.questionId]: _, ...refused } = state.refused;
      return {
        ...state,
        answers: { ...state.answers, [event.questionId]: event.value },
        pending: { ...state.pending, [event.questionId]: event.at },
        refused,
      };
    }
    case 'sending':
      return { ...state, inFlight: event.batch, status: 'saving' };
    case 'saved': {
      // Only what is still exactly as sent is stored; anything typed meanwhile stays pending.
      const pending = { ...state.pending };
      for (const [id, value] of Object.entries(event.batch)) {
        if (same(state.answers[id], value)) delete pending[id];
      }
      return { ...state, pending, inFlight: undefined, updatedAt: event.updatedAt, status: 'saved' };
    }
    case 'refused': {
      const refused = { ...state.refused };
      for (const problem of event.problems) {
        if (
          problem.questionId in event.batch &&
          same(state.answers[problem.questionId], event.batch[problem.questionId])
        ) {
          refused[problem.questionId] = problem;
        }
      }
      return { ...state, inFlight: undefined, refused, status: 'refused' };
    }
    case 'notSent':
      return { ...state, inFlight: undefined, status: event.outcome };
  }
}
