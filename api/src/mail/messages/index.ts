import type { Locale } from '../../contract/locales.ts';
import { de } from './de.ts';
import { en, type MessageKey } from './en.ts';
import { es } from './es.ts';
import { nl } from './nl.ts';
import { pt } from './pt.ts';

export type { MessageKey };
export const messages: Record<Locale, Record<MessageKey, string>> = { en, de, nl, es, pt };
