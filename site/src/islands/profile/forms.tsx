import type {
  AboutFormBody,
  BookshelfFormBody,
  ExperienceFormBody,
  ExpertiseFormBody,
  GeneralInfoFormBody,
  PracticeFormBody,
  ProfileOptions,
} from '@calma/api/contract';
import { CONTACT_METHODS, LOCALES } from '@calma/api/contract';
import {
  CheckboxField,
  CheckboxGroup,
  ChoiceFieldset,
  type Errors,
  fieldId,
  ListField,
  languageName,
  SelectField,
  TermPicker,
  TextField,
  type Translate,
} from '../forms/fields.tsx';
import { useWords } from '../words.tsx';

// The profile's forms, used by both the wizard's steps and the editor's sections. Each shows a
// value, reports every change as a whole new value and shows the errors it is given.

export interface FormProps<T> {
  value: T;
  onChange: (value: T) => void;
  errors: Errors;
  options: ProfileOptions;
}

const f = (t: Translate, name: string) => t(`dashboard.profile.field.${name}`);

export function GeneralInfoForm({ value, onChange, errors, options }: FormProps<GeneralInfoFormBody>) {
  const { t } = useWords();
  const set = <K extends keyof GeneralInfoFormBody>(key: K, v: GeneralInfoFormBody[K]) =>
    onChange({ ...value, [key]: v });
  const text = (key: 'firstName' | 'lastName' | 'title' | 'pronouns' | 'email' | 'phone' | 'website') => ({
    path: key,
    label: f(t, key),
    value: value[key],
    onChange: (v: string) => set(key, v),
    errors,
  });
  const country = options.countries.find((c) => c.slug === value.country);
  return (
    <>
      <div className="field-pair">
        <TextField {...text('firstName')} autoComplete="given-name" />
        <TextField {...text('lastName')} autoComplete="family-name" />
      </div>
      <TextField {...text('title')} hint={t('dashboard.profile.hint.title')} />
      <TextField {...text('pronouns')} hint={t('dashboard.profile.hint.pronouns')} />
      <SelectField
        path="gender"
        label={f(t, 'gender')}
        value={value.gender}
        onChange={(v) => set('gender', v)}
        placeholder={t('dashboard.profile.gender.none')}
        options={['female', 'male', 'non_binary'].map((g) => ({ value: g, label: t(`dashboard.profile.gender.${g}`) }))}
        errors={errors}
      />
      <SelectField
        path="country"
        label={f(t, 'country')}
        value={value.country}
        onChange={(v) => onChange({ ...value, country: v, timeZone: '' })}
        placeholder={t('dashboard.profile.field.chooseCountry')}
        options={options.countries.map((c) => ({ value: c.slug, label: c.name }))}
        errors={errors}
      />
      {country && country.timeZones.length > 1 && (
        <SelectField
          path="timeZone"
          label={f(t, 'timeZone')}
          value={value.timeZone || (country.timeZones[0] ?? '')}
          onChange={(v) => set('timeZone', v)}
          options={country.timeZones.map((z) => ({ value: z, label: z.replace('_', ' ') }))}
          errors={errors}
        />
      )}
      <CheckboxGroup
        path="contactMethods"
        legend={t('dashboard.profile.contact.legend')}
        options={CONTACT_METHODS.map((m) => ({ value: m, label: t(`dashboard.profile.contact.${m}`) }))}
        values={value.contactMethods}
        onChange={(v) => set('contactMethods', v)}
        errors={errors}
      >
        <TextField {...text('email')} type="email" autoComplete="email" />
        <TextField {...text('phone')} type="tel" autoComplete="tel" />
        <TextField {...text('website')} type="url" autoComplete="url" />
      </CheckboxGroup>
      <TermPicker
        path="languages"
        legend={f(t, 'languages')}
        options={options.languages}
        values={value.languages}
        onChange={(v) => set('languages', v)}
        errors={errors}
      />
    </>
  );
}

type ProfileText = NonNullable<AboutFormBody['texts']['en']>;
export const emptyText: ProfileText = { about: '', approach: '', whoIWorkWith: '' };
export const ABOUT_MIN = 50;

/** The three texts of one locale, written in that language (`lang`), labelled in the reader's. */
export function TextsFields({
  language,
  value,
  onChange,
  errors,
}: {
  language: string;
  value: ProfileText;
  onChange: (value: ProfileText) => void;
  errors: Errors;
}) {
  const { t } = useWords();
  const field = (key: keyof ProfileText) => ({
    path: `texts.${language}.${key}`,
    label: f(t, key),
    value: value[key],
    onChange: (v: string) => onChange({ ...value, [key]: v }),
    errors,
    multiline: true,
    lang: language,
  });
  return (
    <>
      <TextField {...field('about')} hint={t('dashboard.profile.hint.about', { min: ABOUT_MIN })} />
      <TextField {...field('approach')} />
      <TextField {...field('whoIWorkWith')} />
    </>
  );
}

/** The wizard's texts: choose the languages to write in, then write each. */
export function AboutForm({ value, onChange, errors }: FormProps<AboutFormBody>) {
  const { t, locale } = useWords();
  const written = LOCALES.filter((l) => value.texts[l] !== undefined);
  const setLocales = (locales: string[]) =>
    onChange({
      texts: Object.fromEntries(
        LOCALES.filter((l) => locales.includes(l)).map((l) => [l, value.texts[l] ?? emptyText]),
      ),
    });
  return (
    <>
      <CheckboxGroup
        path="texts"
        legend={t('dashboard.profile.texts.languages')}
        options={LOCALES.map((l) => ({ value: l, label: languageName(locale, l) }))}
        values={written}
        onChange={setLocales}
        errors={errors}
      />
      {written.map((l) => (
        <fieldset key={l} className="profile-fieldset">
          <legend>{t('dashboard.profile.texts.legend', { language: languageName(locale, l) })}</legend>
          <TextsFields
            language={l}
            value={value.texts[l] ?? emptyText}
            onChange={(text) => onChange({ texts: { ...value.texts, [l]: text } })}
            errors={errors}
          />
        </fieldset>
      ))}
    </>
  );
}

export function ExperienceForm({ value, onChange, errors }: FormProps<ExperienceFormBody>) {
  const { t } = useWords();
  const list = (key: 'education' | 'qualifications' | 'memberships') => (
    <ListField
      path={key}
      label={f(t, key)}
      values={value[key]}
      onChange={(v) => onChange({ ...value, [key]: v })}
      errors={errors}
    />
  );
  return (
    <>
      <TextField
        path="yearsExperience"
        label={f(t, 'yearsExperience')}
        value={value.yearsExperience}
        onChange={(v) => onChange({ ...value, yearsExperience: v })}
        inputMode="numeric"
        errors={errors}
      />
      {list('education')}
      {list('qualifications')}
      {list('memberships')}
    </>
  );
}

export function ExpertiseForm({ value, onChange, errors, options }: FormProps<ExpertiseFormBody>) {
  const { t } = useWords();
  const picker = (key: keyof ExpertiseFormBody) => (
    <TermPicker
      path={key}
      legend={f(t, key)}
      options={options[key]}
      values={value[key]}
      onChange={(v) => onChange({ ...value, [key]: v })}
      errors={errors}
    />
  );
  return (
    <>
      {picker('categories')}
      {picker('approaches')}
      {picker('specializations')}
    </>
  );
}

type Place = PracticeFormBody['locations'][number];
const MAX_PLACES = 3;

/** How the therapist meets clients, and the addresses of their practice. */
export function PlacesFields({
  value,
  onChange,
  errors,
  options,
  country,
}: {
  value: { offersOnline: boolean; offersInPerson: boolean; locations: Place[] };
  onChange: (value: { offersOnline: boolean; offersInPerson: boolean; locations: Place[] }) => void;
  errors: Errors;
  options: ProfileOptions;
  country: string;
}) {
  const { t } = useWords();
  const cities = options.cities.filter((c) => !country || c.country === country);
  const setPlace = (index: number, place: Place) =>
    onChange({ ...value, locations: value.locations.map((p, i) => (i === index ? place : p)) });
  const setInPerson = (on: boolean) =>
    onChange({
      ...value,
      offersInPerson: on,
      locations:
        on && value.locations.length === 0 ? [{ street: '', postalCode: '', city: '', district: '' }] : value.locations,
    });
  return (
    <>
      <ChoiceFieldset path="modalities" legend={t('dashboard.profile.modalities.legend')} errors={errors}>
        <CheckboxField
          id={fieldId('modalities')}
          label={f(t, 'offersOnline')}
          checked={value.offersOnline}
          onChange={(on) => onChange({ ...value, offersOnline: on })}
        />
        <CheckboxField
          id={fieldId('offersInPerson')}
          label={f(t, 'offersInPerson')}
          checked={value.offersInPerson}
          onChange={setInPerson}
        />
      </ChoiceFieldset>
      {value.offersInPerson && (
        <ChoiceFieldset path="locations" legend={t('dashboard.profile.locations.legend')} errors={errors}>
          {value.locations.map((place, index) => {
            const path = (name: string) => `locations.${index}.${name}`;
            const number = index + 1;
            return (
              <fieldset key={place.id ?? `new-${index}`} className="profile-fieldset place">
                <legend>{t('dashboard.profile.location.legend', { number })}</legend>
                <TextField
                  path={path('street')}
                  label={f(t, 'street')}
                  value={place.street}
                  onChange={(v) => setPlace(index, { ...place, street: v })}
                  autoComplete="address-line1"
                  errors={errors}
                />
                <div className="field-pair">
                  <TextField
                    path={path('postalCode')}
                    label={f(t, 'postalCode')}
                    value={place.postalCode}
                    onChange={(v) => setPlace(index, { ...place, postalCode: v })}
                    autoComplete="postal-code"
                    errors={errors}
                  />
                  <SelectField
                    path={path('city')}
                    label={f(t, 'city')}
                    value={place.city}
                    onChange={(v) =>
                      setPlace(index, { ...place, city: v, district: v === 'berlin' ? place.district : '' })
                    }
                    placeholder={t('dashboard.profile.field.chooseCity')}
                    options={cities.map((c) => ({ value: c.slug, label: c.name }))}
                    errors={errors}
                  />
                </div>
                {(place.city === 'berlin' || place.district !== '') && (
                  <SelectField
                    path={path('district')}
                    label={f(t, 'district')}
                    value={place.district}
                    onChange={(v) => setPlace(index, { ...place, district: v })}
                    placeholder={t('dashboard.profile.field.chooseDistrict')}
                    options={options.districts.map((d) => ({ value: d.slug, label: d.name }))}
                    errors={errors}
                  />
                )}
                <button
                  type="button"
                  className="button"
                  onClick={() => onChange({ ...value, locations: value.locations.filter((_, i) => i !== index) })}
                >
                  {t('dashboard.profile.locations.remove', { number })}
                </button>
              </fieldset>
            );
          })}
          {value.locations.length < MAX_PLACES && (
            <button
              type="button"
              className="button"
              onClick={() =>
                onChange({
                  ...value,
                  locations: [...value.locations, { street: '', postalCode: '', city: '', district: '' }],
                })
              }
            >
              {t('dashboard.profile.locations.add')}
            </button>
          )}
        </ChoiceFieldset>
      )}
    </>
  );
}

export function PracticeForm({
  value,
  onChange,
  errors,
  options,
  country,
}: FormProps<PracticeFormBody> & { country: string }) {
  const { t } = useWords();
  const currency = options.countries.find((c) => c.slug === country)?.currency ?? 'EUR';
  return (
    <>
      <PlacesFields
        value={value}
        onChange={(places) => onChange({ ...value, ...places })}
        errors={errors}
        options={options}
        country={country}
      />
      <fieldset className="profile-fieldset">
        <legend>{t('dashboard.profile.session.legend')}</legend>
        <p className="hint">{t('dashboard.profile.session.hint')}</p>
        <TextField
          path="sessionName"
          label={f(t, 'sessionName')}
          value={value.sessionName}
          onChange={(v) => onChange({ ...value, sessionName: v })}
          errors={errors}
        />
        <div className="field-pair">
          <TextField
            path="sessionMinutes"
            label={f(t, 'sessionMinutes')}
            value={value.sessionMinutes}
            onChange={(v) => onChange({ ...value, sessionMinutes: v })}
            inputMode="numeric"
            errors={errors}
          />
          <TextField
            path="sessionPrice"
            label={t('dashboard.profile.field.sessionPrice', { currency })}
            value={value.sessionPrice}
            onChange={(v) => onChange({ ...value, sessionPrice: v })}
            inputMode="decimal"
            errors={errors}
          />
        </div>
      </fieldset>
      <CheckboxField
        id={fieldId('showPrices')}
        label={f(t, 'showPrices')}
        checked={value.showPrices}
        onChange={(on) => onChange({ ...value, showPrices: on })}
      />
      <CheckboxField
        id={fieldId('acceptingNewClients')}
        label={f(t, 'acceptingNewClients')}
        checked={value.acceptingNewClients}
        onChange={(on) => onChange({ ...value, acceptingNewClients: on })}
      />
    </>
  );
}

type Book = BookshelfFormBody['books'][number];

export function BookshelfForm({ value, onChange, errors }: Omit<FormProps<BookshelfFormBody>, 'options'>) {
  const { t } = useWords();
  const books = value.books;
  const set = (next: Book[]) => onChange({ books: next });
  const move = (from: number, to: number) => {
    const next = [...books];
    const [book] = next.splice(from, 1);
    if (book) next.splice(to, 0, book);
    set(next);
  };
  return (
    <>
      {books.length === 0 && <p>{t('dashboard.profile.books.empty')}</p>}
      {books.map((book, index) => {
        const path = (name: string) => `books.${index}.${name}`;
        const number = index + 1;
        const field = (key: 'title' | 'author' | 'isbn' | 'note') => ({
          path: path(key),
          label: f(t, key === 'title' ? 'bookTitle' : key),
          value: book[key],
          onChange: (v: string) => set(books.map((b, i) => (i === index ? { ...b, [key]: v } : b))),
          errors,
        });
        return (
          <fieldset key={book.id ?? `new-${index}`} className="profile-fieldset book">
            <legend>{t('dashboard.profile.book.legend', { number })}</legend>
            <TextField {...field('title')} />
            <TextField {...field('author')} />
            <TextField {...field('isbn')} hint={t('dashboard.profile.hint.isbn')} />
            <TextField {...field('note')} multiline />
            <div className="button-row">
              {index > 0 && (
                <button type="button" className="button" onClick={() => move(index, index - 1)}>
                  {t('dashboard.profile.books.up', { number })}
                </button>
              )}
              {index < books.length - 1 && (
                <button type="button" className="button" onClick={() => move(index, index + 1)}>
                  {t('dashboard.profile.books.down', { number })}
                </button>
              )}
              <button type="button" className="button" onClick={() => set(books.filter((_, i) => i !== index))}>
                {t('dashboard.profile.books.remove', { number })}
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button"
        onClick={() => set([...books, { title: '', author: '', isbn: '', note: '' }])}
      >
        {t('dashboard.profile.books.add')}
      </button>
    </>
  );
}
