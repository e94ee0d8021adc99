import type { Locale } from '@calma/api/contract';
import { ui } from '../i18n/index.ts';

export const matchingStrings = (locale: Locale) =>
  Object.fromEntries(Object.entries(ui[locale]).filter(([key]) => key.startsWith('matching.')));
