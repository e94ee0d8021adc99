import type { Locale, Service, Services } from '@calma/api/contract';
import { displayNames, SERVICE_MAX_DURATION, SERVICE_MAX_PRICE_MINOR, SERVICE_MIN_DURATION } from '@calma/api/contract';
import { type SyntheticEvent, useId, useState } from 'react';
import type { ApiProblem } from '../../lib/api-client.ts';
import { parsePrice, priceInput } from '../../lib/money.ts';
import { useApiMutation, useApiQuery } from '../../lib/query.ts';
import { formatPrice } from '../../lib/search.ts';
import { errorMessage } from '../../lib/upload.ts';
import QueryState from '../QueryState.tsx';
import PlanRequired, { planRefusal } from './subscription/PlanRequired.tsx';
import type { ScreenProps } from './types.ts';

type Field = 'name' | 'durationMinutes' | 'price' | 'currency' | 'modality' | 'description';
type Modality = Service['modality'];
type Currency = Service['currency'];

interface Form {
  name: string;
  durationMinutes: string;
  price: string;
  currency: Currency;
  modality: Modality;
  description: string;
}

const apiField: Record<string, Field> = {
  name: 'name',
  durationMinutes: 'durationMinutes',
  priceMinor: 'price',
  currency: 'currency',
  modality: 'modality',
  description: 'description',
};

const SERVICES = '/api/v1/services';

type ServiceBody = Pick<Service, 'name' | 'description' | 'durationMinutes' | 'priceMinor' | 'currency' | 'modality'>;

/** The form as it opens: blank in the practice's currency for a new service (the list), or the service as it is. */
function formOf(loaded: Services | Service, locale: string): Form {
  if ('services' in loaded) {
    return {
      name: '',
      durationMinutes: '50',
      price: '',
      currency: loaded.currency,
      modality: 'online',
      description: '',
    };
  }
  return {
    name: loaded.name,
    durationMinutes: String(loaded.durationMinutes),
    price: priceInput(loaded.priceMinor, locale),
    currency: loaded.currency,
    modality: loaded.modality,
    description: loaded.description,
  };
}

/** Creates a service (`/dashboard/settings/services/new`) or edits one of the therapist's own. */
export default function ServiceEdit({ t, locale, params, navigate }: ScreenProps) {
  const id = params.id;
  const creating = id === undefined;
  // A new service starts from the practice's currency; an existing one from what it is.
  const loaded = useApiQuery<Services | Service>(creating ? SERVICES : `${SERVICES}/${encodeURIComponent(id)}`);
  const [edited, setForm] = useState<Form | undefined>(undefined);
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
          <QueryState query={loaded} t={t} loading="dashboard.services.loading" error="dashboard.services.loadError" />
        )}
        {backLink}
      </section>
    );
  }

  const limits = { min: SERVICE_MIN_DURATION, max: SERVICE_MAX_DURATION };
  const maxPrice = formatPrice(SERVICE_MAX_PRICE_MINOR, form.currency, locale as Locale);
  const currencyNames = displayNames(locale, { type: 'currency' });
  const set = (field: keyof Form) => (value: string) => setForm({ ...form, [field]: value });

  const fieldMessage = (field: Field) =>
    field === 'name'
      ? t('dashboard.services.form.error.name')
      : field === 'durationMinutes'
        ? t('dashboard.services.form.error.duration', limits)
        : field === 'price'
          ? t('dashboard.services.form.error.price', { max: maxPrice })
          : t('dashboard.services.form.error.invalid');

  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    if (form.name.trim() === '') found.name = fieldMessage('name');
    const minutes = Number(form.durationMinutes);
    if (!/^\d+$/.test(form.durationMinutes.trim()) || minutes < limits.min || minutes > limits.max)
      found.durationMinutes = fieldMessage('durationMinutes');
    const price = parsePrice(form.price);
    if (price === undefined || price > SERVICE_MAX_PRICE_MINOR) found.price = fieldMessage('price');
    return { found, minutes, price: price ?? 0 };
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage('');
    setRefused(undefined);
    const { found, minutes, price } = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage(t('dashboard.services.form.errorSummary'));
      return;
    }
    const body = {
      name: form.name.trim(),
      description: form.description.trim(),
      durationMinutes: minutes,
      priceMinor: price,
      currency: form.currency,
      modality: form.modality,
    };
    save.mutate(body, {
      onSuccess: (saved) => navigate(`/dashboard/settings/services?saved=${encodeURIComponent(saved.name)}`),
      onError: (problem) => {
        if (problem.code === 'VALIDATION_FAILED' && Array.isArray(problem.details)) {
          const fromApi: Partial<Record<Field, string>> = {};
          for (const path of Object.keys(problem.fields)) {
            const field = apiField[path];
            if (field) fromApi[field] = fieldMessage(field);
          }
          setErrors(fromApi);
          setMessage(t('dashboard.services.form.errorSummary'));
        } else if (planRefusal(problem)) setRefused(problem);
        else setMessage(errorMessage(t, 'dashboard.services', problem));
      },
    });
  };

  const described = (field: Field, hint: boolean) =>
    [hint ? `${uid}-${field}-hint` : '', errors[field] ? `${uid}-${field}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const errorText = (field: Field) =>
    errors[field] ? (
      <p className="field-problem" id={`${uid}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

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
      <PlanRequired t={t} locale={locale} navigate={navigate} problem={refused} />
      <form onSubmit={submit} noValidate className="service-form">
        <div className="field">
          <label htmlFor={`${uid}-name`}>{t('dashboard.services.form.name')}</label>
          <p className="hint" id={`${uid}-name-hint`}>
            {t('dashboard.services.form.nameHint')}
          </p>
          <input
            id={`${uid}-name`}
            value={form.name}
            maxLength={120}
            required
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={described('name', true)}
            onChange={(event) => set('name')(event.target.value)}
          />
          {errorText('name')}
        </div>
        <div className="field">
          <label htmlFor={`${uid}-duration`}>{t('dashboard.services.form.duration')}</label>
          <p className="hint" id={`${uid}-durationMinutes-hint`}>
            {t('dashboard.services.form.durationHint', limits)}
          </p>
          <input
            id={`${uid}-duration`}
            type="number"
            inputMode="numeric"
            min={limits.min}
            max={limits.max}
            step={5}
            value={form.durationMinutes}
            required
            aria-invalid={errors.durationMinutes ? true : undefined}
            aria-describedby={described('durationMinutes', true)}
            onChange={(event) => set('durationMinutes')(event.target.value)}
          />
          {errorText('durationMinutes')}
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${uid}-price`}>{t('dashboard.services.form.price')}</label>
            <p className="hint" id={`${uid}-price-hint`}>
              {t('dashboard.services.form.priceHint')}
            </p>
            <input
              id={`${uid}-price`}
              inputMode="decimal"
              value={form.price}
              required
              autoComplete="off"
              aria-invalid={errors.price ? true : undefined}
              aria-describedby={described('price', true)}
              onChange={(event) => set('price')(event.target.value)}
            />
            {errorText('price')}
          </div>
          <div className="field">
            <label htmlFor={`${uid}-currency`}>{t('dashboard.services.form.currency')}</label>
            <select
              id={`${uid}-currency`}
              value={form.currency}
              onChange={(event) => set('currency')(event.target.value)}
            >
              {(['EUR', 'GBP'] as const).map((code) => (
                <option key={code} value={code}>
                  {currencyNames.of(code)} ({code})
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className="field">
          <legend>{t('dashboard.services.form.modality')}</legend>
          {(['online', 'in_person', 'both'] as const).map((m) => (
            <div key={m} className="checkbox-field">
              <input
                type="radio"
                id={`${uid}-modality-${m}`}
                name={`${uid}-modality`}
                value={m}
                checked={form.modality === m}
                onChange={() => set('modality')(m)}
              />
              <label htmlFor={`${uid}-modality-${m}`}>{t(`dashboard.services.modality.${m}`)}</label>
            </div>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${uid}-description`}>{t('dashboard.services.form.description')}</label>
          <p className="hint" id={`${uid}-description-hint`}>
            {t('dashboard.services.form.descriptionHint')}
          </p>
          <textarea
            id={`${uid}-description`}
            value={form.description}
            maxLength={2000}
            rows={4}
            aria-describedby={described('description', true)}
            onChange={(event) => set('description')(event.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t(creating ? 'dashboard.services.form.create' : 'dashboard.services.form.save')}
        </button>
      </form>
    </section>
  );
}
