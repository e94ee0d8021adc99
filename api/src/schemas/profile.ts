import { type Static, type TSchema, Type } from 'typebox';
import { LOCALES } from '../contract/locales.ts';
import {
  FORM_STEPS,
  PROFILE_FIELD_ERRORS,
  type PROFILE_SECTIONS,
  VERIFICATION_STATUSES,
  WIZARD_STEPS,
} from '../contract/profile.ts';
import { example, SingleLineText } from './common.ts';

// The forms are accepted as typed: generous size limits only, so a draft keeps whatever the
// therapist wrote. The profile's own rules (lengths, taxonomy, addresses) answer with field errors.
const Typed = (maxLength = 1000) => Type.String({ maxLength });
// Names, titles and addresses are shown on one line and go into emails: no line breaks, even in a draft.
const Line = SingleLineText({ blank: true, maxLength: 1000 });
const Slugs = Type.Array(Type.String({ maxLength: 80 }), { maxItems: 100 });
const Lines = Type.Array(Typed(), { maxItems: 50 });
const Id = Type.Optional(Type.String({ format: 'uuid', description: 'Set for an entry the profile already has' }));

export const GeneralInfoFormSchema = Type.Object({
  firstName: example(Line, 'Anna'),
  lastName: example(Line, 'Becker'),
  title: example(Line, 'Psychologische Psychotherapeutin'),
  pronouns: example(Line, 'sie/ihr'),
  gender: Type.String({
    examples: ['female'],
    maxLength: 20,
    description: "'female', 'male', 'non_binary' or '' (not given)",
  }),
  country: Type.String({
    examples: ['germany'],
    maxLength: 80,
    description: 'A country slug: where the therapist practises',
  }),
  timeZone: Type.String({
    examples: ['Europe/Berlin'],
    maxLength: 60,
    description: "IANA zone of that country; '' picks the main one",
  }),
  email: example(Typed(), 'praxis@anna-becker.example'),
  phone: example(Typed(), '+49 30 12345678'),
  website: example(Typed(), 'https://praxis-becker.example'),
  contactMethods: Type.Array(Type.String({ examples: ['email'], maxLength: 20 }), {
    maxItems: 10,
    description: "How new clients may reach the therapist first: 'messages', 'email', 'phone', 'website'",
  }),
  languages: example(Slugs, ['german', 'english']),
});

const TextFormSchema = Type.Object({
  about: example(
    Typed(20000),
    'Ich begleite Erwachsene in Krisen, bei Ängsten und Erschöpfung – in meiner Praxis in Kreuzberg und online.',
  ),
  approach: example(Typed(20000), 'Verhaltenstherapeutisch, mit Elementen aus ACT und Schematherapie.'),
  whoIWorkWith: example(Typed(20000), 'Erwachsene ab 18, auch Paare und queere Menschen.'),
});
export const AboutFormSchema = Type.Object({
  texts: Type.Object(
    {
      en: Type.Optional(TextFormSchema),
      de: Type.Optional(TextFormSchema),
      nl: Type.Optional(TextFormSchema),
      es: Type.Optional(TextFormSchema),
      pt: Type.Optional(TextFormSchema),
    } satisfies Record<(typeof LOCALES)[number], unknown>,
    {
      description: 'Texts per locale; in the editor, only the locales given change, and a locale sent empty is removed',
    },
  ),
});

export const ExperienceFormSchema = Type.Object({
  yearsExperience: Type.String({ examples: ['12'], maxLength: 40, description: 'Whole years, as typed' }),
  education: example(Lines, ['Diplom-Psychologie, Humboldt-Universität zu Berlin']),
  qualifications: example(Lines, ['Approbation als Psychologische Psychotherapeutin (2014)']),
  memberships: example(Lines, ['Deutsche Psychotherapeutenvereinigung (DPtV)']),
});

export const ExpertiseFormSchema = Type.Object({
  categories: example(Slugs, ['anxiety', 'depression']),
  approaches: example(Slugs, ['cbt']),
  specializations: example(Slugs, ['expats']),
});

const LocationFormSchema = Type.Object({
  id: Id,
  street: example(Line, 'Oranienstraße 25'),
  postalCode: example(Line, '10999'),
  city: Type.String({ examples: ['Berlin'], maxLength: 80 }),
  district: Type.String({
    examples: ['Friedrichshain-Kreuzberg'],
    maxLength: 80,
    description: "A Berlin district, or ''",
  }),
});
const Locations = Type.Array(LocationFormSchema, { maxItems: 20 });

export const PracticeFormSchema = Type.Object({
  offersOnline: Type.Boolean(),
  offersInPerson: Type.Boolean(),
  locations: Locations,
  sessionName: example(Line, 'Einzeltherapie'),
  sessionMinutes: Type.String({ examples: ['50'], maxLength: 40 }),
  sessionPrice: Type.String({ examples: ['90'], maxLength: 40, description: 'Major units, as typed ("90", "92,50")' }),
  showPrices: Type.Boolean(),
  acceptingNewClients: Type.Boolean(),
});

export const DirectorySettingsFormSchema = Type.Object({
  listed: Type.Boolean({ description: 'Shown in search and on location pages once verified' }),
  acceptingNewClients: Type.Boolean(),
  showPrices: Type.Boolean(),
  offersOnline: Type.Boolean(),
  offersInPerson: Type.Boolean(),
  locations: Locations,
});
const Named = Type.Object({
  slug: Type.String({ examples: ['anxiety'] }),
  name: Type.String({ examples: ['Angst'] }),
});
export const DirectorySettingsSchema = Type.Object({
  ...DirectorySettingsFormSchema.properties,
  country: Type.String({
    examples: ['germany'],
    description: 'Where the therapist practises (changed in general-info): addresses must be there',
  }),
  visible: Type.Boolean({ description: 'Whether the profile is in search now (listed and verified)' }),
  pages: Type.Array(
    Type.Object({
      path: Type.String({ examples: ['/therapists/anna-becker'], description: 'Without locale' }),
      name: Type.String({ examples: ['Profil'] }),
    }),
    {
      description: 'The location pages the profile appears on when visible',
    },
  ),
});

export const BookshelfFormSchema = Type.Object({
  books: Type.Array(
    Type.Object({
      id: Id,
      title: example(Line, 'Ich bin nicht mehr so ängstlich'),
      author: example(Line, 'Jürgen Margraf'),
      isbn: Type.String({ examples: ['978-3-621-28763-4'], maxLength: 40 }),
      note: example(Typed(5000), 'Ein guter Einstieg für Menschen mit Panikattacken.'),
    }),
    { maxItems: 100 },
  ),
});

const Completeness = Type.Enum(['complete', 'partial', 'missing']);
export const LocalisedProfileSchema = Type.Object({
  ...AboutFormSchema.properties,
  locales: Type.Array(Type.Object({ locale: Type.Enum([...LOCALES], { examples: ['de'] }), status: Completeness })),
});

/** Each form step's data schema. */
export const STEP_FORM_SCHEMAS = {
  'general-info': GeneralInfoFormSchema,
  'about-and-approach': AboutFormSchema,
  experience: ExperienceFormSchema,
  'expertise-areas': ExpertiseFormSchema,
  'practice-info': PracticeFormSchema,
} satisfies Record<(typeof FORM_STEPS)[number], TSchema>;

/** Each section's body (PUT) and answer (GET, PUT). */
export const SECTION_SCHEMAS = {
  'general-info': { body: GeneralInfoFormSchema, answer: GeneralInfoFormSchema },
  'about-and-approach': { body: AboutFormSchema, answer: AboutFormSchema },
  experience: { body: ExperienceFormSchema, answer: ExperienceFormSchema },
  'expertise-areas': { body: ExpertiseFormSchema, answer: ExpertiseFormSchema },
  bookshelf: { body: BookshelfFormSchema, answer: BookshelfFormSchema },
  'localised-profile': { body: AboutFormSchema, answer: LocalisedProfileSchema },
  'directory-settings': { body: DirectorySettingsFormSchema, answer: DirectorySettingsSchema },
} satisfies Record<(typeof PROFILE_SECTIONS)[number], { body: TSchema; answer: TSchema }>;

export const ProfileFieldErrorSchema = Type.Object({
  field: Type.String({
    examples: ['locations.0.city'],
    description: 'Dotted path into the form, e.g. locations.0.city',
  }),
  code: Type.Enum([...PROFILE_FIELD_ERRORS]),
  message: Type.String({ examples: ['Bitte geben Sie die Stadt an.'] }),
  params: Type.Optional(Type.Record(Type.String(), Type.Number())),
});

export const StepStateSchema = <T extends TSchema>(data: T) =>
  Type.Object({
    step: Type.Enum([...FORM_STEPS]),
    data,
    complete: Type.Boolean(),
    errors: Type.Array(ProfileFieldErrorSchema, {
      description: 'What completing the step would refuse now; the draft is kept either way',
    }),
  });

export const ProfileOverviewSchema = Type.Object({
  profile: Type.Union([
    Type.Object({
      slug: Type.String({ examples: ['anna-becker'] }),
      status: Type.Enum([...VERIFICATION_STATUSES]),
      listed: Type.Boolean(),
      verified: Type.Boolean(),
      url: Type.String({
        examples: ['/therapists/anna-becker'],
        description: 'Public profile path without locale (answers 404 until verified and listed)',
      }),
    }),
    Type.Null(),
  ]),
  wizard: Type.Object({
    open: Type.Boolean({ description: 'Whether the wizard may still change the profile (it has not been submitted)' }),
    currentStep: Type.Enum([...WIZARD_STEPS]),
    completedSteps: Type.Array(Type.Enum([...WIZARD_STEPS])),
  }),
});
export type ProfileOverview = Static<typeof ProfileOverviewSchema>;

export const ProfileOptionsQuerySchema = Type.Object({
  locale: Type.Optional(
    Type.Enum([...LOCALES], { examples: ['de'], description: 'Language of names; default from Accept-Language' }),
  ),
});
const Options = Type.Array(Named);
export const ProfileOptionsSchema = Type.Object({
  countries: Type.Array(
    Type.Object({
      slug: Type.String({ examples: ['anna-becker'] }),
      name: Type.String({ examples: ['Verhaltenstherapie'] }),
      timeZones: Type.Array(Type.String({ examples: ['Europe/Berlin'] })),
      currency: Type.Enum(['EUR', 'GBP']),
    }),
  ),
  cities: Type.Array(
    Type.Object({
      slug: Type.String({ examples: ['berlin'] }),
      name: Type.String({ examples: ['Berlin'] }),
      country: Type.String({ examples: ['germany'] }),
    }),
  ),
  districts: Options,
  languages: Options,
  categories: Options,
  approaches: Options,
  specializations: Options,
});

export type GeneralInfoFormBody = Static<typeof GeneralInfoFormSchema>;
export type AboutFormBody = Static<typeof AboutFormSchema>;
export type ExperienceFormBody = Static<typeof ExperienceFormSchema>;
export type ExpertiseFormBody = Static<typeof ExpertiseFormSchema>;
export type PracticeFormBody = Static<typeof PracticeFormSchema>;
export type DirectorySettingsBody = Static<typeof DirectorySettingsSchema>;
export type BookshelfFormBody = Static<typeof BookshelfFormSchema>;
export type LocalisedProfileBody = Static<typeof LocalisedProfileSchema>;
export type ProfileOptions = Static<typeof ProfileOptionsSchema>;
export type ProfileFieldErrorBody = Static<typeof ProfileFieldErrorSchema>;
