import { LOCALES, type Locale } from '../contract/locales.ts';
import type { ProfileSectionName } from '../contract/profile.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { locations, named, ONLINE } from '../taxonomy/index.ts';
import type {
  AboutForm,
  BookshelfForm,
  DirectorySettingsForm,
  ExperienceForm,
  ExpertiseForm,
  GeneralInfoForm,
} from './forms.ts';
import {
  profileOf,
  readBooks,
  readExperience,
  readExpertise,
  readGeneralInfo,
  readPlaces,
  readTexts,
  type Therapist,
  touch,
  writeBooks,
  writeExperience,
  writeExpertise,
  writeGeneralInfo,
  writePlaces,
  writeTexts,
} from './store.ts';
import {
  textCompleteness,
  type Validated,
  validateBookshelf,
  validateDirectorySettings,
  validateExperience,
  validateExpertise,
  validateGeneralInfo,
  validateTexts,
} from './validation.ts';

// Editing a submitted profile, one section at a time: each write is validated as a whole and
// goes live at once (search follows within seconds through the trigger on the profile's tables).

export interface SectionForms {
  'general-info': GeneralInfoForm;
  'about-and-approach': AboutForm;
  experience: ExperienceForm;
  'expertise-areas': ExpertiseForm;
  bookshelf: BookshelfForm;
  'localised-profile': AboutForm;
  'directory-settings': DirectorySettingsForm;
}

/** The profile the signed-in therapist may edit: their own, once the wizard has submitted it. */
async function editableProfile(db: Database, userId: string): Promise<Therapist> {
  const profile = await profileOf(db, userId);
  if (!profile)
    throw new AppError('PROFILE_NOT_FOUND', 404, 'You have no profile yet; create it with the profile wizard');
  if (profile.verificationStatus === 'draft') {
    throw new AppError('PROFILE_IN_WIZARD', 409, 'Finish and submit the profile wizard first');
  }
  return profile;
}

/** The location pages a profile appears on while it is listed and verified, in the reader's locale. */
async function locationPages(db: Database, profile: Therapist, locale: Locale) {
  const places = profile.offersInPerson ? await readPlaces(db, profile.id) : [];
  const pages = [
    { path: `/find-a-therapist/${profile.country}`, name: named(locations, profile.country, locale).name },
  ];
  for (const p of places) {
    pages.push({ path: `/find-a-therapist/${p.city}`, name: named(locations, p.city, locale).name });
    if (p.district) {
      pages.push({
        path: `/find-a-therapist/${p.city}/${p.district}`,
        name: `${named(locations, p.city, locale).name} – ${named(locations, p.district, locale).name}`,
      });
    }
  }
  if (profile.offersOnline)
    pages.push({ path: `/find-a-therapist/${ONLINE}`, name: named(locations, ONLINE, locale).name });
  return pages.filter((page, i) => pages.findIndex((p) => p.path === page.path) === i);
}

async function read(db: Database, profile: Therapist, section: ProfileSectionName, locale: Locale) {
  switch (section) {
    case 'general-info':
      return readGeneralInfo(db, profile);
    case 'about-and-approach':
      return readTexts(db, profile.id);
    case 'localised-profile': {
      const { texts } = await readTexts(db, profile.id);
      return { texts, locales: LOCALES.map((l) => ({ locale: l, status: textCompleteness(texts[l]) })) };
    }
    case 'experience':
      return readExperience(profile);
    case 'expertise-areas':
      return readExpertise(db, profile.id);
    case 'bookshelf':
      return { books: await readBooks(db, profile.id) };
    case 'directory-settings':
      return {
        listed: profile.listed,
        acceptingNewClients: profile.acceptingNewClients,
        showPrices: profile.showPrices,
        offersOnline: profile.offersOnline,
        offersInPerson: profile.offersInPerson,
        locations: await readPlaces(db, profile.id),
        country: profile.country,
        visible: profile.listed && profile.verifiedAt !== null,
        pages: await locationPages(db, profile, locale),
      };
  }
}

export async function readSection(db: Database, userId: string, section: ProfileSectionName, locale: Locale) {
  return read(db, await editableProfile(db, userId), section, locale);
}

const refuse = (result: Validated<unknown>): never => {
  throw new AppError(
    'VALIDATION_FAILED',
    400,
    'The request has invalid or missing fields',
    result.ok ? [] : result.errors,
  );
};

/** Validates and saves a section, and answers it as it now reads. */
export async function writeSection<S extends ProfileSectionName>(
  db: Database,
  userId: string,
  section: S,
  form: SectionForms[S],
  locale: Locale,
) {
  return db.transaction().execute(async (trx) => {
    const profile = await editableProfile(trx, userId);
    await trx.selectFrom('therapist').select('id').where('id', '=', profile.id).forUpdate().execute();
    const id = profile.id;
    switch (section) {
      case 'general-info': {
        const result = validateGeneralInfo(form as GeneralInfoForm);
        if (!result.ok) return refuse(result);
        await writeGeneralInfo(trx, id, result.value);
        break;
      }
      case 'about-and-approach':
      case 'localised-profile': {
        // Only the locales sent change; one sent empty is removed, but never the last one written.
        const given = (form as AboutForm).texts;
        const changed = LOCALES.filter((l) => given[l] !== undefined);
        const current = await readTexts(trx, id);
        const result = validateTexts({ texts: { ...current.texts, ...given } }, changed);
        if (!result.ok) return refuse(result);
        await writeTexts(trx, id, result.value, changed);
        break;
      }
      case 'experience': {
        const result = validateExperience(form as ExperienceForm);
        if (!result.ok) return refuse(result);
        await writeExperience(trx, id, result.value);
        break;
      }
      case 'expertise-areas': {
        const result = validateExpertise(form as ExpertiseForm);
        if (!result.ok) return refuse(result);
        await writeExpertise(trx, id, result.value);
        break;
      }
      case 'bookshelf': {
        const result = validateBookshelf(form as BookshelfForm);
        if (!result.ok) return refuse(result);
        await writeBooks(trx, id, result.value);
        break;
      }
      case 'directory-settings': {
        const result = validateDirectorySettings(form as DirectorySettingsForm, profile.country);
        if (!result.ok) return refuse(result);
        const { locations: places, ...settings } = result.value;
        await writePlaces(trx, id, places);
        await trx.updateTable('therapist').set(settings).where('id', '=', id).execute();
        await touch(trx, id);
        break;
      }
    }
    const updated = (await profileOf(trx, userId)) as Therapist;
    return read(trx, updated, section, locale);
  });
}
