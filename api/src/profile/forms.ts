import type { Locale } from '../contract/locales.ts';

// The profile's forms as a person fills them in: every value as typed (numbers too, so "9O" is
// kept for the therapist to correct rather than lost). The wizard stores these as its draft; the
// profile editor sends the same shapes. Validation turns them into profile values.

export interface GeneralInfoForm {
  firstName: string;
  lastName: string;
  title: string;
  pronouns: string;
  /** '' when not given. */
  gender: string;
  /** A country slug from the taxonomy. */
  country: string;
  /** IANA zone; '' picks the country's main zone. */
  timeZone: string;
  email: string;
  phone: string;
  website: string;
  contactMethods: string[];
  /** Languages the therapist works in, from the taxonomy. */
  languages: string[];
}

export interface ProfileTextForm {
  about: string;
  approach: string;
  whoIWorkWith: string;
}
export interface AboutForm {
  /** The texts per locale the therapist writes in. */
  texts: Partial<Record<Locale, ProfileTextForm>>;
}

export interface ExperienceForm {
  yearsExperience: string;
  education: string[];
  qualifications: string[];
  memberships: string[];
}

export interface ExpertiseForm {
  categories: string[];
  approaches: string[];
  specializations: string[];
}

export interface LocationForm {
  /** Set for a place the profile already has (the editor); absent for a new one. */
  id?: string;
  street: string;
  postalCode: string;
  /** A city slug from the taxonomy. */
  city: string;
  /** A Berlin district slug, or ''. */
  district: string;
}

export interface PracticeForm {
  offersOnline: boolean;
  offersInPerson: boolean;
  locations: LocationForm[];
  /** The standard session clients book first; more are managed as services. */
  sessionName: string;
  sessionMinutes: string;
  /** Major units as typed ("90", "92,50"). */
  sessionPrice: string;
  showPrices: boolean;
  acceptingNewClients: boolean;
}

export interface DirectorySettingsForm {
  listed: boolean;
  acceptingNewClients: boolean;
  showPrices: boolean;
  offersOnline: boolean;
  offersInPerson: boolean;
  locations: LocationForm[];
}

export interface BookForm {
  id?: string;
  title: string;
  author: string;
  isbn: string;
  note: string;
}
export interface BookshelfForm {
  books: BookForm[];
}

export interface StepForms {
  'general-info': GeneralInfoForm;
  'about-and-approach': AboutForm;
  experience: ExperienceForm;
  'expertise-areas': ExpertiseForm;
  'practice-info': PracticeForm;
}

/** An empty form per wizard step: what a therapist starting the wizard sees. */
export const emptyStepForms = (): StepForms => ({
  'general-info': {
    firstName: '',
    lastName: '',
    title: '',
    pronouns: '',
    gender: '',
    country: '',
    timeZone: '',
    email: '',
    phone: '',
    website: '',
    contactMethods: ['messages'],
    languages: [],
  },
  'about-and-approach': { texts: {} },
  experience: { yearsExperience: '', education: [''], qualifications: [], memberships: [] },
  'expertise-areas': { categories: [], approaches: [], specializations: [] },
  'practice-info': {
    offersOnline: true,
    offersInPerson: false,
    locations: [],
    sessionName: '',
    sessionMinutes: '50',
    sessionPrice: '',
    showPrices: true,
    acceptingNewClients: true,
  },
});
