import type { Sealer } from '../crypto/sealed.ts';
import type { SealedResult } from '../self-tests/saved.ts';

// An answered questionnaire is sealed as a saved self-test is (answers, score, band, instrument
// version), bound to its request's id so a sealed result copied onto another request does not open.
const purposeOf = (requestId: string) => `measure-result:${requestId}`;

export const sealResult = (sealer: Sealer, requestId: string, result: SealedResult) =>
  sealer.seal(JSON.stringify(result), purposeOf(requestId));

export const openResult = (sealer: Sealer, requestId: string, sealed: string) =>
  JSON.parse(sealer.open(sealed, purposeOf(requestId))) as SealedResult;
