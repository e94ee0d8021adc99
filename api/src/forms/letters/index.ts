import type { Locale } from '../../contract/locales.ts';
import { de } from './de.ts';
import { en, type LetterKey } from './en.ts';
import { es } from './es.ts';
import { nl } from './nl.ts';
import { pt } from './pt.ts';

export type { LetterKey };
export const letterTexts: Record<Locale, Record<LetterKey, string>> = { en, de, nl, es, pt };
