import { DEFAULT_LOCALE, displayNames, isLocale, LOCALES, type Locale } from '@calma/api/contract';

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
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={choice.value ?? ''}
        onChange={(e) => (choice.onValue as (value: string) => void)(e.currentTarget.value)}
      >
        {choice.none !== undefined && <option value="">{choice.none}</option>}
        {LOCALES.map((code) => (
          <option key={code} value={code}>
            {languageName(viewer, code)}
          </option>
        ))}
      </select>
    </div>
  );
}
