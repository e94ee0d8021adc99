import {
  displayNames,
  type Locale,
  langTag,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_NAME_MAX,
  type ServiceTranslation,
} from '@calma/api/contract';
import { useWords } from '../words.tsx';
import type { FormPart } from './ServiceFields.tsx';
import { otherLocales } from './service-form.ts';

/** The two texts a language may have, each with its label's words and its longest length. */
const PARTS = [
  { part: 'name', words: 'dashboard.services.form.translationName', max: SERVICE_NAME_MAX },
  { part: 'description', words: 'dashboard.services.form.translationDescription', max: SERVICE_DESCRIPTION_MAX },
] as const;

type Props = FormPart & { onChange: (language: Locale, text: ServiceTranslation) => void };

/**
 * "Name and description in other languages": for every product language but the main text's, an
 * optional name and description that readers of that language see instead (decision 041).
 */
export default function ServiceTranslations({ uid, form, errors, onChange }: Props) {
  const { t, locale } = useWords();
  const names = displayNames(locale, { type: 'language' });
  return (
    <fieldset className="field service-translations" aria-describedby={`${uid}-translations-hint`}>
      <legend>{t('dashboard.services.form.translations')}</legend>
      <p className="hint" id={`${uid}-translations-hint`}>
        {t('dashboard.services.form.translationsHint')}
      </p>
      {otherLocales(form).map((language) => {
        const typed = form.translations[language];
        const params = { language: names.of(language) ?? language };
        const id = `${uid}-translation-${language}`;
        return (
          <div key={language} className="service-translation" lang={langTag(language)}>
            {PARTS.map(({ part, words, max }) => {
              const error = errors[`translations.${language}.${part}`];
              const control = {
                id: `${id}-${part}`,
                value: typed[part],
                maxLength: max,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? `${id}-${part}-error` : undefined,
                onChange: (event: { target: { value: string } }) =>
                  onChange(language, { ...typed, [part]: event.target.value }),
              } as const;
              return (
                <div key={part} className="field">
                  <label htmlFor={control.id} lang={langTag(locale)}>
                    {t(words, params)}
                  </label>
                  {part === 'name' ? <input {...control} /> : <textarea {...control} rows={3} />}
                  {error && (
                    <p className="field-problem" id={`${id}-${part}-error`} lang={langTag(locale)}>
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        );
      })}
    </fieldset>
  );
}
