import type { Invoice } from '@calma/api/contract';
import { useState } from 'react';
import type { ApiProblem } from '../../../../lib/api-client.ts';
import { type ApiError, useApiMutation } from '../../../../lib/query.ts';
import { useWords } from '../../../words.tsx';
import { limitParams } from '../invoice-lines.tsx';
import { invoiceApi, invoiceName, invoicePath, problemText } from '../invoice-parts.tsx';
import { type Action, missingFields } from './invoice-state.ts';

/** Where each action that answers the invoice is posted, below the invoice's address. */
const ACTION_PATHS = {
  issue: 'issue',
  send: 'send',
  remind: 'remind',
  payment: 'payments',
  credit: 'credit-note',
} as const;

/** Runs an action on the invoice: the invoice it answers, or undefined when refused (and said why). */
export type Act = (
  action: keyof typeof ACTION_PATHS,
  body: unknown,
  success: string,
  /** Shows a refusal itself (field errors in a form); true when it did. */
  onRefused?: (problem: ApiProblem) => boolean,
) => Promise<Invoice | undefined>;

/** What the last action achieved, with a link when it made another invoice (a credit note). */
export interface Done {
  text: string;
  link?: { to: string; label: string };
}

/** Why the last action was refused, with the receipts settings it still needs when that is why. */
export interface Problem {
  text: string;
  missing?: string[];
}

interface Options {
  /** Reads the invoice again. */
  reload: () => Promise<unknown>;
  /** Shows the invoice as an action answered it, without reading it again. */
  replace: (invoice: Invoice) => void;
}

/**
 * The invoice page's actions and what they said: which one runs, what the last one achieved or why
 * it was refused. Every action but a draft's save and delete goes through `act`.
 */
export function useInvoiceActions(invoice: Invoice, { reload, replace }: Options) {
  const { t, locale } = useWords();
  const [busy, setBusy] = useState<Action | undefined>();
  const [done, setDone] = useState<Done | undefined>();
  const [problem, setProblem] = useState<Problem | undefined>();
  const action = useApiMutation<Invoice, { path: string; body: unknown }>(({ path, body }) => ({
    path,
    method: 'POST',
    body,
  }));

  const report = (refusal: ApiProblem | undefined) => {
    if (!refusal) {
      setProblem(undefined);
      return;
    }
    const missing = refusal.code === 'BILLING_PROFILE_INCOMPLETE' ? missingFields(refusal.details) : undefined;
    setProblem({
      text: problemText(t, refusal, limitParams(locale, invoice.currency)),
      ...(missing ? { missing } : {}),
    });
  };

  const act: Act = async (chosen, body, success, onRefused) => {
    setBusy(chosen);
    setDone(undefined);
    setProblem(undefined);
    let answer: Invoice;
    try {
      answer = await action.mutateAsync({ path: `${invoiceApi(invoice.id)}/${ACTION_PATHS[chosen]}`, body });
    } catch (refusal) {
      setBusy(undefined);
      if (!onRefused?.(refusal as ApiError)) report(refusal as ApiError);
      return undefined;
    }
    setBusy(undefined);
    if (chosen === 'credit') {
      // The answer is the new credit note; this invoice is now credited and links to it.
      setDone({ text: success, link: { to: invoicePath(answer.id), label: invoiceName(answer, t) } });
      await reload();
    } else {
      setDone({ text: success });
      replace(answer);
    }
    return answer;
  };

  return { busy, setBusy, done, announce: (text: string) => setDone({ text }), problem, report, act };
}

/** What the invoice page's parts are given to act on the invoice and say how it went. */
export type InvoiceActions = ReturnType<typeof useInvoiceActions>;
