import type { VerificationState } from '@calma/api/contract';

// What the verification form decides without React: what still keeps it from going to review,
// whether the register number looks right, whether the fields differ from what is saved, and the
// figures its messages name.

/** The fields as typed; each is the saved value until changed. */
export interface Typed {
  country: string;
  profession: string;
  number: string;
}

const MB = 1024 * 1024;

/** What is still missing before review: the form's own fields as typed (saved on submit), the documents as stored. */
export function missingItems(typed: Typed, stored: VerificationState['missing']): string[] {
  return [
    ...(typed.country ? [] : ['country']),
    ...(typed.profession ? [] : ['profession']),
    ...(typed.number.trim() ? [] : ['registerNumber']),
    ...stored.filter((m) => m === 'qualification' || m === 'identity'),
  ];
}

/** Whether the fields differ from the verification as saved. */
export const isDirty = (typed: Typed, saved: Pick<VerificationState, 'country' | 'profession' | 'registerNumber'>) =>
  typed.country !== (saved.country ?? '') ||
  typed.profession !== (saved.profession ?? '') ||
  typed.number !== saved.registerNumber;

/** Whether a register number has the shape the profession's register gives its numbers. */
export const numberFits = (pattern: string, number: string) => new RegExp(pattern).test(number.trim());

/** The limits as the upload messages name them: a document's size in MB and how many there may be. */
export const documentParams = (limits: VerificationState['limits']) => ({
  mb: Math.round(limits.documentBytes / MB),
  max: limits.documents,
});

/** A document's size in whole kilobytes, at least one. */
export const sizeText = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;
