import {
  displayNames,
  type Locale,
  langTag,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_NAME_MAX,
  type ServiceTranslation,
} from '@calma/api/contract';
import type { Translate } from '../../i18n/format.ts';
import { type Field, otherLocales, type ServiceForm } from './service-form.ts';

interface Props {
  t: Translate;
  /** The reader's locale, which names the languages. */
  locale: string;
  uid: string;
  form: ServiceForm;
  errors: Partial<Record<Field, string>>;
  onChange: (language: Locale, text: ServiceTranslation) => void;
}

/**
 * "Name and description in other languages": for every product language but the main text's, an
 * optional name and description that readers of that language see instead (decision 041).
 */
export default function ServiceTranslations({ t, locale, uid, form, errors, onChange }: Props) {
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
        const nameError = errors[`translations.${language}.name`];
        const descriptionError = errors[`translations.${language}.description`];
        const id = `${uid}-translation-${language}`;
        return (
          <div key={language} className="service-translation" lang={langTag(language)}>
            <div className="field">
              <label htmlFor={`${id}-name`} lang={langTag(locale)}>
                {t('dashboard.services.form.translationName', params)}
              </label>
              <input
                id={`${id}-name`}
                value={typed.name}
                maxLength={SERVICE_NAME_MAX}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${id}-name-error` : undefined}
                onChange={(event) => onChange(language, { ...typed, name: event.target.value })}
              />
              {nameError && (
                <p className="field-problem" id={`${id}-name-error`} lang={langTag(locale)}>
                  {nameError}
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor={`${id}-description`} lang={langTag(locale)}>
                {t('dashboard.services.form.translationDescription', params)}
              </label>
              <textarea
                id={`${id}-description`}
                value={typed.description}
                maxLength={SERVICE_DESCRIPTION_MAX}
                rows={3}
                aria-invalid={descriptionError ? true : undefined}
                aria-describedby={descriptionError ? `${id}-description-error` : undefined}
                onChange={(event) => onChange(language, { ...typed, description: event.target.value })}
              />
              {descriptionError && (
                <p className="field-problem" id={`${id}-description-error`} lang={langTag(locale)}>
                  {descriptionError}
                </p>
              )}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
