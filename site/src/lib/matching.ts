import type { Locale } from '@calma/api/contract';
import { uiStrings } from '../i18n/index.ts';

export const matchingStrings = (locale: Locale) => uiStrings(locale, 'matching.');
