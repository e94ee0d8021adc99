import { type Static, type TSchema, Type } from 'typebox';
import { LOCALES } from '../contract/locales.ts';
import {
  FORM_STEPS,
  PROFILE_FIELD_ERRORS,
  type PROFILE_SECTIONS,
  VERIFICATION_STATUSES,
  WIZARD_STEPS,
} from '../contract/profile.ts';
import { SingleLineText } from './common.ts';

// The forms are accepted as typed: generous size limits only, so a draft keeps whatever the
// therapist wrote. The profile's own rules (lengths, taxonomy, addresses) answer with field errors.
const Typed = (maxLength = 1000) => Type.String({ maxLength });
// Names, titles and addresses are shown on one line and go into emails: no line breaks, even in a draft.
const Line = SingleLineText({ blank: true, maxLength: 1000 });
const Slugs = Type.Array(Type.String({ maxLength: 80 }), { maxItems: 100 });
const Lines = Type.Array(Typed(), { maxItems: 50 });
const Id = Type.Optional(Type.String({ format: 'uuid', description: 'Set for an entry the profile already has' }));

export const GeneralInfoFormSchema = Type.Object({
  firstName: Line,
  lastName: Line,
  title: Line,
  pronouns: Line,
  gender: Type.String({ maxLength: 20, description: "'female', 'male', 'non_binary' or '' (not given)" }),
  country: Type.String({ maxLength: 80, description: 'A country slug: where the therapist practises' }),
  timeZone: Type.String({ maxLength: 60, description: "IANA zone of that country; '' picks the main one" }),
  email: Typed(),
  phone: Typed(),
  website: Typed(),
  contactMethods: Type.Array(Type.String({ maxLength: 20 }), {
    maxItems: 10,
    description: "How new clients may reach the therapist first: 'messages', 'email', 'phone', 'website'",
  }),
  languages: Slugs,
});

const TextFormSchema = Type.Object({ about: Typed(20000), approach: Typed(20000), whoIWorkWith: Typed(20000) });
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
  yearsExperience: Type.String({ maxLength: 40, description: 'Whole years, as typed' }),
  education: Lines,
  qualifications: Lines,
  memberships: Lines,
});

export const ExpertiseFormSchema = Type.Object({ categories: Slugs, approaches: Slugs, specializations: Slugs });

const LocationFormSchema = Type.Object({
  id: Id,
  street: Line,
  postalCode: Line,
  city: Type.String({ maxLength: 80 }),
  district: Type.String({ maxLength: 80, description: "A Berlin district, or ''" }),
});
const Locations = Type.Array(LocationFormSchema, { maxItems: 20 });

export const PracticeFormSchema = Type.Object({
  offersOnline: Type.Boolean(),
  offersInPerson: Type.Boolean(),
  locations: Locations,
  sessionName: Line,
  sessionMinutes: Type.String({ maxLength: 40 }),
  sessionPrice: Type.String({ maxLength: 40, description: 'Major units, as typed ("90", "92,50")' }),
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
const Named = Type.Object({ slug: Type.String(), name: Type.String() });
export const DirectorySettingsSchema = Type.Object({
  ...DirectorySettingsFormSchema.properties,
  country: Type.String({
    description: 'Where the therapist practises (changed in general-info): addresses must be there',
  }),
  visible: Type.Boolean({ description: 'Whether the profile is in search now (listed and verified)' }),
  pages: Type.Array(Type.Object({ path: Type.String({ description: 'Without locale' }), name: Type.String() }), {
    description: 'The location pages the profile appears on when visible',
  }),
});

export const BookshelfFormSchema = Type.Object({
  books: Type.Array(
    Type.Object({
      id: Id,
      title: Line,
      author: Line,
      isbn: Type.String({ maxLength: 40 }),
      note: Typed(5000),
    }),
    { maxItems: 100 },
  ),
});

const Completeness = Type.Enum(['complete', 'partial', 'missing']);
export const LocalisedProfileSchema = Type.Object({
  ...AboutFormSchema.properties,
  locales: Type.Array(Type.Object({ locale: Type.Enum([...LOCALES]), status: Completeness })),
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
  field: Type.String({ description: 'Dotted path into the form, e.g. locations.0.city' }),
  code: Type.Enum([...PROFILE_FIELD_ERRORS]),
  message: Type.String(),
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
      slug: Type.String(),
      status: Type.Enum([...VERIFICATION_STATUSES]),
      listed: Type.Boolean(),
      verified: Type.Boolean(),
      url: Type.String({ description: 'Public profile path without locale (answers 404 until verified and listed)' }),
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
  locale: Type.Optional(Type.Enum([...LOCALES], { description: 'Language of names; default from Accept-Language' })),
});
const Options = Type.Array(Named);
export const ProfileOptionsSchema = Type.Object({
  countries: Type.Array(
    Type.Object({
      slug: Type.String(),
      name: Type.String(),
      timeZones: Type.Array(Type.String()),
      currency: Type.Enum(['EUR', 'GBP']),
    }),
  ),
  cities: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), country: Type.String() })),
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
