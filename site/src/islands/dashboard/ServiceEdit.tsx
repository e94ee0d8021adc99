import type { Locale, Service, Services } from '@calma/api/contract';
import { displayNames, SERVICE_MAX_PRICE_MINOR } from '@calma/api/contract';
import { type SyntheticEvent, useId, useState } from 'react';
import type { Translate } from '../../i18n/format.ts';
import type { ApiProblem } from '../../lib/api-client.ts';
import { useApiMutation, useApiQuery } from '../../lib/query.ts';
import { formatPrice } from '../../lib/search.ts';
import { errorMessage } from '../../lib/upload.ts';
import QueryState from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import { ServiceBasics, ServiceWording } from './ServiceFields.tsx';
import ServiceTranslations from './ServiceTranslations.tsx';
import {
  DURATION_LIMITS,
  type Field,
  fieldOfApiPath,
  formOf,
  readForm,
  type ServiceBody,
  type ServiceForm,
} from './service-form.ts';
import { useShell } from './shell.tsx';
import PlanRequired, { planRefusal } from './subscription/PlanRequired.tsx';
import type { ScreenProps } from './types.ts';

const SERVICES = '/api/v1/services';

/** The message under a field the form or the API refused, in the reader's words. */
function fieldMessage(t: Translate, field: Field, form: ServiceForm, locale: string): string {
  if (field === 'name') return t('dashboard.services.form.error.name');
  if (field === 'durationMinutes') return t('dashboard.services.form.error.duration', DURATION_LIMITS);
  if (field === 'price') {
    return t('dashboard.services.form.error.price', {
      max: formatPrice(SERVICE_MAX_PRICE_MINOR, form.currency, locale as Locale),
    });
  }
  const translation = /^translations\.(\w+)\.name$/.exec(field);
  if (translation?.[1]) {
    const language = displayNames(locale, { type: 'language' }).of(translation[1]) ?? translation[1];
    return t('dashboard.services.form.error.translationName', { language });
  }
  return t('dashboard.services.form.error.invalid');
}

/** Creates a service (`/dashboard/settings/services/new`) or edits one of the therapist's own. */
export default function ServiceEdit({ params }: ScreenProps) {
  const { t, locale } = useWords();
  const { navigate } = useShell();
  const id = params.id;
  const creating = id === undefined;
  // A new service starts from the practice's currency; an existing one from what it is.
  const loaded = useApiQuery<Services | Service>(creating ? SERVICES : `${SERVICES}/${encodeURIComponent(id)}`);
  const [edited, setForm] = useState<ServiceForm | undefined>(undefined);
  const form = edited ?? (loaded.data && formOf(loaded.data, locale));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState('');
  const save = useApiMutation<Service, ServiceBody>(
    (body) =>
      creating
        ? { path: SERVICES, method: 'POST', body }
        : { path: `${SERVICES}/${encodeURIComponent(id)}`, method: 'PUT', body },
    { invalidates: [SERVICES] },
  );
  // A new service past the plan's limit: the limit, the plan that allows more, and the way there.
  const [refused, setRefused] = useState<ApiProblem | undefined>();
  const uid = useId();

  const back = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate('/dashboard/settings/services');
  };
  const backLink = (
    <p>
      <a href="/dashboard/settings/services" onClick={back}>
        {t('dashboard.services.form.back')}
      </a>
    </p>
  );

  if (!creating && loaded.error && [400, 404].includes(loaded.error.status)) {
    return (
      <section>
        <h1>{t('dashboard.services.notFound.title')}</h1>
        <p>{t('dashboard.services.notFound.body')}</p>
        {backLink}
      </section>
    );
  }
  const title = t(creating ? 'dashboard.services.form.newTitle' : 'dashboard.services.form.editTitle');
  if (!form) {
    return (
      <section>
        <h1>{title}</h1>
        {loaded.error?.code === 'PROFILE_NOT_FOUND' ? (
          <p className="notice">{t('dashboard.services.noProfile')}</p>
        ) : (
          <QueryState query={loaded} loading="dashboard.services.loading" error="dashboard.services.loadError" />
        )}
        {backLink}
      </section>
    );
  }

  const set = (field: keyof ServiceForm) => (value: string) => setForm({ ...form, [field]: value });
  const show = (fields: Field[]) => {
    setErrors(Object.fromEntries(fields.map((field) => [field, fieldMessage(t, field, form, locale)])));
    if (fields.length > 0) setMessage(t('dashboard.services.form.errorSummary'));
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage('');
    setRefused(undefined);
    const { problems, body } = readForm(form);
    show(problems);
    if (problems.length > 0) return;
    save.mutate(body, {
      onSuccess: (saved) => navigate(`/dashboard/settings/services?saved=${encodeURIComponent(saved.name)}`),
      onError: (problem) => {
        if (problem.code === 'VALIDATION_FAILED' && Array.isArray(problem.details)) {
          show(Object.keys(problem.fields).flatMap((path) => fieldOfApiPath(path) ?? []));
          setMessage(t('dashboard.services.form.errorSummary'));
        } else if (planRefusal(problem)) setRefused(problem);
        else setMessage(errorMessage(t, 'dashboard.services', problem));
      },
    });
  };

  return (
    <section>
      <h1>{title}</h1>
      {backLink}
      <div aria-live="polite">
        {message && (
          <p className="notice notice-error" role="alert">
            {message}
          </p>
        )}
      </div>
      <PlanRequired problem={refused} />
      <form onSubmit={submit} noValidate className="service-form">
        <ServiceBasics uid={uid} form={form} errors={errors} set={set} />
        <ServiceWording uid={uid} form={form} set={set} />
        <ServiceTranslations
          uid={uid}
          form={form}
          errors={errors}
          onChange={(language, text) => setForm({ ...form, translations: { ...form.translations, [language]: text } })}
        />
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t(creating ? 'dashboard.services.form.create' : 'dashboard.services.form.save')}
        </button>
      </form>
    </section>
  );
}
