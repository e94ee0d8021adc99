import { dateFormat, type IntakeForm, type IntakeFormList, intakeQuestions, type Locale } from '@calma/api/contract';
import { type FormEvent, useId, useState } from 'react';
import { useApiMutation, useApiQuery } from '../../../lib/query.ts';
import { Problem } from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import { LanguageField, languageName, ownLocale } from '../parts/languages.tsx';
import { ArchiveButton, DocumentsScreen } from '../parts/PracticeDocuments.tsx';
import { useShell } from '../shell.tsx';
import { FORMS, TEMPLATE_KEYS } from './builder-state.ts';

/**
 * The questionnaires a practice sends before a first session (issue #30): each one with the services
 * that send it, a way into the builder, and "Stop using"; and a new one from a template in any of
 * the five languages, or from nothing.
 */
export default function IntakeForms() {
  const { t } = useWords();
  const query = useApiQuery<IntakeFormList>(FORMS);
  const [notice, setNotice] = useState<string | undefined>();
  return (
    <DocumentsScreen id="intake-heading" keys="dashboard.intake" notice={notice} query={query}>
      {({ forms, services }) => (
        <>
          {forms.length === 0 && <p>{t('dashboard.intake.none')}</p>}
          {forms.map((form) => (
            <FormCard key={form.id} form={form} services={services} onDone={setNotice} />
          ))}
          <StartForm />
        </>
      )}
    </DocumentsScreen>
  );
}

function FormCard({
  form,
  services,
  onDone,
}: {
  form: IntakeForm;
  services: IntakeFormList['services'];
  onDone: (words: string) => void;
}) {
  const { t, locale } = useWords();
  const id = useId();
  const archive = useApiMutation(() => ({ path: `${FORMS}/${form.id}`, method: 'DELETE' }), {
    invalidates: [FORMS],
    onSuccess: () => onDone(t('dashboard.intake.archived', { title: form.title })),
  });
  const sending = services.filter((s) => form.serviceIds.includes(s.id)).map((s) => s.name);
  const when = dateFormat(locale, { dateStyle: 'medium' }).format(new Date(form.updatedAt));
  return (
    <article className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{form.title}</h2>
      <p>
        {t('dashboard.intake.formLine', {
          language: languageName(locale, form.locale),
          count: intakeQuestions(form.definition).length,
          date: when,
        })}
      </p>
      <p>
        {sending.length > 0
          ? t('dashboard.intake.sentWith', { services: sending.join(', ') })
          : t('dashboard.intake.sentWithNone')}
      </p>
      <p>{t('dashboard.intake.responses', { count: form.responses })}</p>
      <p className="actions">
        <DashboardLink to={`/dashboard/settings/intake/${form.id}`} className="button">
          {t('dashboard.intake.edit')}
          <span className="visually-hidden"> “{form.title}”</span>
        </DashboardLink>{' '}
        <ArchiveButton
          label={t('dashboard.intake.archive', { title: form.title })}
          question={t('dashboard.intake.archiveConfirm', { title: form.title })}
          pending={archive.isPending}
          onArchive={() => archive.mutate()}
        />
      </p>
      {archive.error && <Problem>{t('dashboard.intake.archiveFailed')}</Problem>}
    </article>
  );
}

/** A new questionnaire opens in the builder, filled from the chosen template in the chosen language; it is saved from there. */
function StartForm() {
  const { t, locale } = useWords();
  const { navigate } = useShell();
  const id = useId();
  const [template, setTemplate] = useState<(typeof TEMPLATE_KEYS)[number] | 'blank'>('adult');
  const [language, setLanguage] = useState<Locale>(ownLocale(locale));
  const start = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/dashboard/settings/intake/new?template=${template}&locale=${language}`);
  };
  return (
    <form className="card" onSubmit={start} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('dashboard.intake.start')}</h2>
      <p className="hint">{t('dashboard.intake.startHint')}</p>
      <div className="field">
        <label htmlFor={`${id}-template`}>{t('dashboard.intake.startFrom')}</label>
        <select id={`${id}-template`} value={template} onChange={(e) => setTemplate(e.target.value as typeof template)}>
          {[...TEMPLATE_KEYS, 'blank' as const].map((key) => (
            <option key={key} value={key}>
              {t(`dashboard.intake.template.${key}`)}
            </option>
          ))}
        </select>
      </div>
      <LanguageField
        id={`${id}-language`}
        label={t('dashboard.intake.language')}
        viewer={locale}
        value={language}
        onValue={setLanguage}
      />
      <button type="submit" className="button button-primary">
        {t('dashboard.intake.startButton')}
      </button>
    </form>
  );
}
