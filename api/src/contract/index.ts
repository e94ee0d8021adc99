// What the site may import from the API: schemas, inferred types and shared constants. Never
// server code (database, plugins), so nothing server-side ends up in a browser bundle.

export type { MatchAnswers } from '../matching/scoring.ts';
export type { Me } from '../routes/auth/schemas.ts';
export type { Match, MyMatches } from '../routes/matches/schemas.ts';
export type { Profile, SearchQueryParams, SearchResult } from '../routes/therapists/schemas.ts';
export type { ErrorBody, FieldError } from '../schemas/common.ts';
export * from './locales.ts';
export * from './self-tests.ts';
