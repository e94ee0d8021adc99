import type {
  AboutFormBody,
  BookshelfFormBody,
  DirectorySettingsBody,
  ExperienceFormBody,
  ExpertiseFormBody,
  GeneralInfoFormBody,
  LocalisedProfileBody,
  ProfileFieldError,
  ProfileOptions,
  ProfileSectionName,
} from '@calma/api/contract';
import { displayNames, LOCALES } from '@calma/api/contract';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import type { ApiProblem } from '../../lib/api-client.ts';
import { DASHBOARD_SCREENS, PROFILE_SECTION_ORDER } from '../../lib/dashboard.ts';
import { useApiCache, useApiMutation, useApiQuery } from '../../lib/query.ts';
import { CheckboxField, type Errors, fieldId, languageName, localizeErrors, SelectField } from '../forms/fields.tsx';
import {
  BookshelfForm,
  ExperienceForm,
  ExpertiseForm,
  emptyText,
  type FormProps,
  GeneralInfoForm,
  PlacesFields,
  TextsFields,
} from '../profile/forms.tsx';
import ProfileForm, { type ProfileFormProps } from '../profile/ProfileForm.tsx';
import { Problem } from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import { useShell } from './shell.tsx';
import { publicPath } from './types.ts';

// The profile editor: one screen per section of a submitted profile. Each loads its section,
// shows the shared profile form and saves it as a whole; the change is live at once.

const EDIT_PREFIX = '/dashboard/profile/edit/';
const SECTIONS = '/api/v1/profile/sections';
/** The profile's field errors in a refusal, each with its code and parameters. */
const profileErrors = (problem: ApiProblem) =>
  (Array.isArray(problem.details) ? problem.details : []) as ProfileFieldError[];

type LoadState = 'loading' | 'ready' | 'failed' | 'no-profile' | 'in-wizard';

/** A section as saved, and as edited since (the form shows the edits once there are any). */
function useSection<T>(section: ProfileSectionName, locale: string) {
  const url = `${SECTIONS}/${section}?locale=${locale}`;
  const loaded = useApiQuery<T>(url);
  const [edited, setValue] = useState<T | undefined>(undefined);
  const value = edited ?? loaded.data;
  const status = loaded.error?.status;
  const load: LoadState =
    loaded.data !== undefined
      ? 'ready'
      : status === 404
        ? 'no-profile'
        : status === 409
          ? 'in-wizard'
          : loaded.isError
            ? 'failed'
            : 'loading';
  return { value, setValue, load, url, retry: () => void loaded.refetch() };
}

function useOptions(locale: string, needed: boolean) {
  return useApiQuery<ProfileOptions>(needed && `/api/v1/profile/options?locale=${locale}`).data;
}

/** Links to every profile section the dashboard has, this one marked current. */
function SectionNav({ current }: { current: string }) {
  const { t } = useWords();
  const { navigate } = useShell();
  const rank = (name: string) =>
    PROFILE_SECTION_ORDER.includes(name) ? PROFILE_SECTION_ORDER.indexOf(name) : PROFILE_SECTION_ORDER.length;
  const sections = DASHBOARD_SCREENS.filter((s) => s.pattern.startsWith(EDIT_PREFIX))
    .map((s) => s.pattern.slice(EDIT_PREFIX.length))
    .sort((a, b) => rank(a) - rank(b))
    .map((name) => ({ path: `${EDIT_PREFIX}${name}`, key: `dashboard.profile.section.${name}` }))
    .filter((s) => t(s.key) !== s.key);
  return (
    <nav aria-label={t('dashboard.profile.sections.label')} className="profile-sections">
      <ul>
        {sections.map((s) => (
          <li key={s.path}>
            <a
              href={s.path}
              aria-current={s.path === `${EDIT_PREFIX}${current}` ? 'page' : undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                navigate(s.path);
              }}
            >
              {t(s.key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame every section shares: navigation, heading, lead, and the states before the form. */
function SectionFrame({
  section,
  load,
  retry,
  children,
}: {
  section: ProfileSectionName;
  load: LoadState;
  retry: () => void;
  children: ReactNode;
}) {
  const { t, locale } = useWords();
  return (
    <section aria-labelledby="profile-section-heading">
      <SectionNav current={section} />
      <h1 id="profile-section-heading">{t(`dashboard.profile.section.${section}`)}</h1>
      <p>{t(`dashboard.profile.lead.${section}`)}</p>
      {load === 'loading' && <p aria-live="polite">{t('dashboard.profile.loading')}</p>}
      {load === 'failed' && <Problem retry={retry}>{t('dashboard.profile.loadFailed')}</Problem>}
      {(load === 'no-profile' || load === 'in-wizard') && (
        <div className="notice">
          <p>{t(load === 'no-profile' ? 'dashboard.profile.noProfile' : 'dashboard.profile.inWizard')}</p>
          <p>
            <a className="button button-primary" href={publicPath(locale, '/home/profile/create')}>
              {t(load === 'no-profile' ? 'dashboard.profile.createProfile' : 'dashboard.profile.continueWizard')}
            </a>
          </p>
        </div>
      )}
      {load === 'ready' && children}
    </section>
  );
}

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/** Saving a section: the whole form, a refusal shown field by field, success announced politely. */
function useSave<T>(url: string, onSaved: (value: T) => void) {
  const { t } = useWords();
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const summary = useRef<HTMLDivElement>(null);
  const cache = useApiCache();
  // Other sections show some of the same fields (the texts' languages, the places): they read again.
  const saving = useApiMutation<T, unknown>((body) => ({ path: url, method: 'PUT', body }), {
    invalidates: [SECTIONS],
  });
  const save = (body: unknown) => {
    setState({ kind: 'saving' });
    saving.mutate(body, {
      onSuccess: (saved) => {
        cache.set(url, saved);
        onSaved(saved);
        setErrors({});
        setState({ kind: 'saved' });
      },
      onError: (problem) => {
        if (problem.status === 400) {
          setErrors(localizeErrors(profileErrors(problem), t));
          setState({ kind: 'idle' });
          requestAnimationFrame(() => summary.current?.focus());
          return;
        }
        setState({
          kind: 'failed',
          message: t(problem.status === 404 ? 'dashboard.profile.error.gone' : 'dashboard.profile.saveFailed'),
        });
      },
    });
  };
  return { errors, state, save, summary };
}

function SectionForm({ state, children, ...form }: ProfileFormProps & { state: SaveState }) {
  const { t } = useWords();
  return (
    <ProfileForm {...form}>
      {children}
      <p role="status" className={state.kind === 'failed' ? 'notice notice-error' : 'autosave'}>
        {state.kind === 'saved' && t('dashboard.profile.saved')}
        {state.kind === 'failed' && state.message}
      </p>
      <button type="submit" className="button button-primary" disabled={state.kind === 'saving'}>
        {state.kind === 'saving' ? t('dashboard.profile.saving') : t('dashboard.profile.save')}
      </button>
    </ProfileForm>
  );
}

/** A section whose whole value is its form: load, edit, save. */
function SimpleSection<T>({
  section,
  needsOptions,
  Form,
}: {
  section: ProfileSectionName;
  needsOptions: boolean;
  Form: ComponentType<FormProps<T>>;
}) {
  const { locale } = useWords();
  const { value, setValue, load, url, retry } = useSection<T>(section, locale);
  const options = useOptions(locale, needsOptions);
  const { errors, state, save, summary } = useSave<T>(url, setValue);
  const ready = load === 'ready' && value !== undefined && (!needsOptions || options !== undefined);
  return (
    <SectionFrame section={section} load={load === 'ready' && !ready ? 'loading' : load} retry={retry}>
      {value !== undefined && (
        <SectionForm errors={errors} state={state} summary={summary} onSubmit={() => save(value)}>
          {(!needsOptions || options) && (
            <Form value={value} onChange={setValue} errors={errors} options={options ?? noOptions} />
          )}
        </SectionForm>
      )}
    </SectionFrame>
  );
}

export const GeneralInfoScreen = () => (
  <SimpleSection<GeneralInfoFormBody> section="general-info" needsOptions Form={GeneralInfoForm} />
);
export const ExperienceScreen = () => (
  <SimpleSection<ExperienceFormBody> section="experience" needsOptions={false} Form={ExperienceForm} />
);
export const ExpertiseScreen = () => (
  <SimpleSection<ExpertiseFormBody> section="expertise-areas" needsOptions Form={ExpertiseForm} />
);
export const BookshelfScreen = () => (
  <SimpleSection<BookshelfFormBody> section="bookshelf" needsOptions={false} Form={BookshelfForm} />
);

/** What a form that needs no choices is given for them. */
const noOptions: ProfileOptions = {
  countries: [],
  cities: [],
  districts: [],
  languages: [],
  categories: [],
  approaches: [],
  specializations: [],
};

/** The texts in one language at a time; the language comes from `?locale=` (the localised profile links here). */
export function AboutScreen() {
  const { t, locale } = useWords();
  const { value, setValue, load, url, retry } = useSection<AboutFormBody>('about-and-approach', locale);
  const { errors, state, save, summary } = useSave<AboutFormBody>(url, setValue);
  const asked = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search).get('locale');
  const [language, setLanguage] = useState<string | undefined>(undefined);
  const [draft, setDraft] = useState(emptyText);
  useEffect(() => {
    if (!value || language) return;
    const written = LOCALES.filter((l) => value.texts[l]);
    const chosen = LOCALES.find((l) => l === asked) ?? written.find((l) => l === locale) ?? written[0] ?? locale;
    setLanguage(chosen);
    setDraft(value.texts[chosen as (typeof LOCALES)[number]] ?? emptyText);
  }, [value, language, asked, locale]);
  const pick = (next: string) => {
    setLanguage(next);
    setDraft(value?.texts[next as (typeof LOCALES)[number]] ?? emptyText);
  };
  return (
    <SectionFrame section="about-and-approach" load={load} retry={retry}>
      {language && (
        <SectionForm
          errors={errors}
          state={state}
          summary={summary}
          onSubmit={() => save({ texts: { [language]: draft } })}
        >
          <SelectField
            path="language"
            label={t('dashboard.profile.texts.locale')}
            value={language}
            onChange={pick}
            options={LOCALES.map((l) => ({ value: l, label: languageName(locale, l) }))}
            errors={{}}
          />
          <TextsFields language={language} value={draft} onChange={setDraft} errors={errors} />
        </SectionForm>
      )}
    </SectionFrame>
  );
}

/** Which languages the profile is written in, how completely, with links to write or remove each. */
export function LocalisedProfileScreen() {
  const { t, locale } = useWords();
  const { navigate } = useShell();
  const { value, load, url, retry } = useSection<LocalisedProfileBody>('localised-profile', locale);
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const cache = useApiCache();
  const removal = useApiMutation<LocalisedProfileBody, string>(
    (language) => ({ path: url, method: 'PUT', body: { texts: { [language]: emptyText } } }),
    { invalidates: [SECTIONS] },
  );
  const remove = (language: string) => {
    const name = languageName(locale, language);
    removal.mutate(language, {
      onSuccess: (saved) => {
        cache.set(url, saved);
        setMessage({ text: t('dashboard.profile.localised.removed', { language: name }), error: false });
      },
      onError: (problem) => {
        if (problem.status === 400) {
          const errors = localizeErrors(profileErrors(problem), t);
          setMessage({ text: Object.values(errors)[0] ?? t('dashboard.profile.saveFailed'), error: true });
        } else setMessage({ text: t('dashboard.profile.saveFailed'), error: true });
      },
      onSettled: () => heading.current?.focus(),
    });
  };
  const editPath = (language: string) => `${EDIT_PREFIX}about-and-approach?locale=${language}`;
  return (
    <SectionFrame section="localised-profile" load={load} retry={retry}>
      {value && (
        <>
          <h2 ref={heading} tabIndex={-1} className="visually-hidden">
            {t('dashboard.profile.texts.languages')}
          </h2>
          <p role="status" className={message?.error ? 'notice notice-error' : undefined}>
            {message?.text}
          </p>
          <table className="locale-table">
            <thead>
              <tr>
                <th scope="col">{t('dashboard.profile.localised.language')}</th>
                <th scope="col">{t('dashboard.profile.localised.status')}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {value.locales.map(({ locale: language, status }) => {
                const name = languageName(locale, language);
                return (
                  <tr key={language}>
                    <th scope="row" lang={language}>
                      {displayNames(language, { type: 'language' }).of(language) ?? language}
                      {language !== locale && <span lang={locale}> ({name})</span>}
                    </th>
                    <td className={`locale-status locale-${status}`}>{t(`dashboard.profile.localised.${status}`)}</td>
                    <td className="button-row">
                      <a
                        className="button"
                        href={editPath(language)}
                        onClick={(event) => {
                          event.preventDefault();
                          navigate(editPath(language));
                        }}
                      >
                        {t(
                          status === 'missing'
                            ? 'dashboard.profile.localised.write'
                            : 'dashboard.profile.localised.edit',
                          { language: name },
                        )}
                      </a>
                      {status !== 'missing' && (
                        <button type="button" className="button" onClick={() => remove(language)}>
                          {t('dashboard.profile.localised.remove', { language: name })}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </SectionFrame>
  );
}

/** Listed or hidden, accepting clients, prices, and the places that decide which pages list the profile. */
export function DirectorySettingsScreen() {
  const { t, locale } = useWords();
  const { value, setValue, load, url, retry } = useSection<DirectorySettingsBody>('directory-settings', locale);
  const options = useOptions(locale, true);
  const { errors, state, save, summary } = useSave<DirectorySettingsBody>(url, setValue);
  const set = (patch: Partial<DirectorySettingsBody>) => value && setValue({ ...value, ...patch });
  return (
    <SectionFrame section="directory-settings" load={load === 'ready' && !options ? 'loading' : load} retry={retry}>
      {value && options && (
        <SectionForm errors={errors} state={state} summary={summary} onSubmit={() => save(value)}>
          <p className="notice">
            {t(value.visible ? 'dashboard.profile.directory.visible' : 'dashboard.profile.directory.hidden')}
          </p>
          {(['listed', 'acceptingNewClients', 'showPrices'] as const).map((field) => (
            <CheckboxField
              key={field}
              id={fieldId(field)}
              label={t(`dashboard.profile.field.${field}`)}
              checked={value[field]}
              onChange={(on) => set({ [field]: on })}
            />
          ))}
          <PlacesFields
            value={value}
            onChange={(places) => set(places)}
            errors={errors}
            options={options}
            country={value.country}
          />
          <h2>{t('dashboard.profile.directory.pages')}</h2>
          <ul>
            {value.pages.map((page) => (
              <li key={page.path}>
                <a href={publicPath(locale, page.path)}>{page.name}</a>
              </li>
            ))}
          </ul>
        </SectionForm>
      )}
    </SectionFrame>
  );
}
