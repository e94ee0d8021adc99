import { DEFAULT_LOCALE, displayNames, isLocale, LOCALES, type Locale } from '@calma/api/contract';
import SelectField from './SelectField.tsx';

/** A language's name in the viewer's language, as the locale table writes it (Portuguese of Portugal for `pt`). */
export const languageName = (viewer: string, code: string) =>
  displayNames(viewer, { type: 'language' }).of(code) ?? code;

/** The viewer's language when it is one of ours, otherwise the default: what a new text starts in. */
export const ownLocale = (locale: string): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

type Choice = { none?: undefined; value: string; onValue: (value: Locale) => void };
/** `none` is the words of a first choice that leaves the language unset (`''`). */
type OptionalChoice = { none: string; value: string | null; onValue: (value: Locale | '') => void };

/** A field choosing one of the five languages, each named in the viewer's language. */
export function LanguageField({
  id,
  label,
  viewer,
  ...choice
}: { id: string; label: string; viewer: string } & (Choice | OptionalChoice)) {
  return (
    <SelectField
      id={id}
      label={label}
      value={choice.value ?? ''}
      onValue={choice.onValue as (value: string) => void}
      empty={choice.none}
      options={LOCALES.map((code) => ({ value: code, label: languageName(viewer, code) }))}
    />
  );
}
