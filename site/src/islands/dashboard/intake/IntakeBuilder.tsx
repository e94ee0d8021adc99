import {
  DEFAULT_LOCALE,
  type IntakeForm,
  type IntakeFormList,
  type IntakeTemplates,
  isLocale,
  type Locale,
} from '@calma/api/contract';
import { useState } from 'react';
import { useApiQuery } from '../../../lib/query.ts';
import QueryState, { type Query } from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import type { ScreenProps } from '../types.ts';
import { type Draft, draftOf, draftQuestion, FORMS, newId, TEMPLATE_KEYS } from './builder-state.ts';
import FormBuilder from './FormBuilder.tsx';

/** An empty questionnaire: one section with one question to write. */
const blankDraft = (locale: Locale): Draft => ({
  title: '',
  locale,
  serviceIds: [],
  sections: [{ id: newId('s'), title: '', description: '', questions: [draftQuestion(newId('q'))] }],
});

/** What a new questionnaire starts from: `?template=adult&locale=de` (or `template=blank`), as the list's form asks. */
function startOf(search: string, fallback: string) {
  const params = new URLSearchParams(search);
  const wanted = params.get('locale');
  const locale: Locale = isLocale(wanted) ? wanted : isLocale(fallback) ? fallback : DEFAULT_LOCALE;
  const key = TEMPLATE_KEYS.find((k) => k === params.get('template'));
  return { key, locale, saved: params.get('saved') === '1', blank: blankDraft(locale) };
}

/**
 * The builder's screen, for a new questionnaire (from a template or from nothing) or a saved one;
 * it loads what the builder starts from, then hands over.
 */
export default function IntakeBuilder({ params }: ScreenProps) {
  const { t, locale } = useWords();
  const formId = params.id;
  const [start] = useState(() => startOf(window.location.search, locale));
  const list = useApiQuery<IntakeFormList>(FORMS);
  const form = useApiQuery<IntakeForm>(formId ? `${FORMS}/${encodeURIComponent(formId)}` : false);
  const templates = useApiQuery<IntakeTemplates>(
    !formId && start.key ? `${FORMS}/templates?locale=${start.locale}` : false,
  );
  const services = list.data?.services;
  const template = templates.data?.templates.find((each) => each.key === start.key);
  const initial: Draft | undefined = formId
    ? form.data && draftOf(form.data)
    : start.key
      ? template && draftOf(template)
      : start.blank;
  const waitingFor: Query<unknown> = formId ? form : start.key ? templates : list;
  return (
    <section aria-labelledby="intake-builder-heading">
      <p>
        <DashboardLink to="/dashboard/settings/intake">{t('dashboard.intake.back')}</DashboardLink>
      </p>
      <h1 id="intake-builder-heading">
        {formId ? (form.data?.title ?? t('dashboard.intake.editTitle')) : t('dashboard.intake.newTitle')}
      </h1>
      <p className="lead">{t('dashboard.intake.builderLead')}</p>
      <QueryState query={waitingFor} loading="dashboard.intake.loading" error="dashboard.intake.error" />
      {waitingFor !== list && (
        <QueryState query={list} loading="dashboard.intake.loading" error="dashboard.intake.error" />
      )}
      {initial && services && (
        <FormBuilder
          key={formId ?? 'new'}
          initial={initial}
          formId={formId}
          services={services}
          notice={start.saved && form.data ? t('dashboard.intake.saved', { title: form.data.title }) : undefined}
        />
      )}
    </section>
  );
}
