import { sql } from 'kysely';
import { LOCALES } from '../contract/locales.ts';
import {
  FORM_STEPS,
  type FormStep,
  type ProfileFieldError,
  WIZARD_STEPS,
  type WizardStep,
} from '../contract/profile.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { promoteSignup } from '../referrals/signups.ts';
import { profilePath } from '../search/documents.ts';
import { accountLocale } from '../services/index.ts';
import { ONLINE } from '../taxonomy/index.ts';
import { assertReadyForReview } from '../verification/index.ts';
import { emptyStepForms, type StepForms } from './forms.ts';
import { firstFreeSlug, slugify } from './slug.ts';
import {
  profileOf,
  type Therapist,
  writeExperience,
  writeExpertise,
  writeGeneralInfo,
  writePlaces,
  writeTexts,
} from './store.ts';
import {
  type Validated,
  validateExperience,
  validateExpertise,
  validateGeneralInfo,
  validatePractice,
  validateTexts,
} from './validation.ts';

// The profile wizard. Each form step's input is kept as typed in the account's draft; completing a
// step validates it. Completing "general info" creates the (unlisted, unverified) profile, so the
// photo and document steps have a profile to attach to. Submitting moves everything into the
// profile and hands it to verification.

interface Draft {
  steps: Partial<StepForms>;
  completedSteps: WizardStep[];
  currentStep: WizardStep;
}

export interface StepState<S extends FormStep = FormStep> {
  step: S;
  data: StepForms[S];
  complete: boolean;
  errors: ProfileFieldError[];
}

const isWizardStep = (value: string): value is WizardStep => WIZARD_STEPS.includes(value as WizardStep);

async function draftOf(db: Database, userId: string, lock = false): Promise<Draft> {
  let query = db.selectFrom('profileDraft').selectAll().where('userId', '=', userId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return {
    steps: (row?.steps ?? {}) as Partial<StepForms>,
    completedSteps: (row?.completedSteps ?? []).filter(isWizardStep),
    currentStep: row && isWizardStep(row.currentStep) ? row.currentStep : 'general-info',
  };
}

/**
 * A step's form: the draft, else an empty form. Forms stored before a field existed get the
 * field's empty value, so every form the API answers is whole.
 */
async function formOf<S extends FormStep>(db: Database, userId: string, draft: Draft, step: S): Promise<StepForms[S]> {
  const empty = emptyStepForms()[step];
  const stored = draft.steps[step];
  if (stored) return { ...empty, ...stored };
  if (step === 'general-info') {
    // A head start from the account: the name it was registered with.
    const account = await db
      .selectFrom('userAccount')
      .select('displayName')
      .where('id', '=', userId)
      .executeTakeFirst();
    const [firstName = '', ...rest] = (account?.displayName ?? '').trim().split(/\s+/);
    return { ...empty, firstName, lastName: rest.join(' ') } as StepForms[S];
  }
  return empty;
}

/** The country the therapist chose in general info, when it is valid: practice addresses must be in it. */
function chosenCountry(draft: Draft): string | undefined {
  const general = draft.steps['general-info'];
  if (!general) return undefined;
  const result = validateGeneralInfo({ ...emptyStepForms()['general-info'], ...general });
  return result.ok ? result.value.country : undefined;
}

function validateStep(step: FormStep, form: StepForms[FormStep], draft: Draft): Validated<unknown> {
  switch (step) {
    case 'general-info':
      return validateGeneralInfo(form as StepForms['general-info']);
    case 'about-and-approach':
      return validateTexts(form as StepForms['about-and-approach']);
    case 'experience':
      return validateExperience(form as StepForms['experience']);
    case 'expertise-areas':
      return validateExpertise(form as StepForms['expertise-areas']);
    case 'practice-info':
      return validatePractice(form as StepForms['practice-info'], chosenCountry(draft));
  }
}

const errorsOf = (result: Validated<unknown>) => (result.ok ? [] : result.errors);

/** The wizard may change only a profile that has not been submitted yet. */
function assertOpen(profile: Therapist | undefined) {
  if (profile && profile.verificationStatus !== 'draft') {
    throw new AppError(
      'PROFILE_ALREADY_SUBMITTED',
      409,
      'This profile has been submitted; change it in the dashboard instead',
    );
  }
}

export async function profileOverview(db: Database, userId: string) {
  const [profile, draft] = await Promise.all([profileOf(db, userId), draftOf(db, userId)]);
  const firstCity = profile
    ? await db
        .selectFrom('therapistLocation')
        .select('city')
        .where('therapistId', '=', profile.id)
        .orderBy('position')
        .executeTakeFirst()
    : undefined;
  return {
    profile: profile
      ? {
          slug: profile.slug,
          status: profile.verificationStatus,
          listed: profile.listed,
          verified: profile.verifiedAt !== null,
          url: profilePath((profile.offersInPerson && firstCity?.city) || ONLINE, profile.slug),
        }
      : null,
    wizard: {
      open: !profile || profile.verificationStatus === 'draft',
      currentStep: draft.currentStep,
      // Submitting is what completes the verification step: from then on it is done, not waiting.
      completedSteps: WIZARD_STEPS.filter(
        (s) =>
          draft.completedSteps.includes(s) ||
          (s === 'verification' && profile !== undefined && profile.verificationStatus !== 'draft'),
      ),
    },
  };
}

export async function readStep<S extends FormStep>(db: Database, userId: string, step: S): Promise<StepState<S>> {
  const draft = await draftOf(db, userId);
  const data = await formOf(db, userId, draft, step);
  return {
    step,
    data,
    complete: draft.completedSteps.includes(step),
    errors: errorsOf(validateStep(step, data, draft)),
  };
}

/**
 * Keeps a step's form exactly as typed, valid or not. A completed step whose form stops being
 * valid is no longer complete; the therapist sees why when they continue.
 */
export async function saveStep<S extends FormStep>(
  db: Database,
  userId: string,
  step: S,
  data: StepForms[S],
): Promise<StepState<S>> {
  assertOpen(await profileOf(db, userId));
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('profileDraft')
      .values({ userId })
      .onConflict((oc) => oc.column('userId').doNothing())
      .execute();
    const draft = await draftOf(trx, userId, true);
    draft.steps[step] = data;
    const errors = errorsOf(validateStep(step, data, draft));
    const complete = draft.completedSteps.includes(step) && errors.length === 0;
    await trx
      .updateTable('profileDraft')
      .set({
        steps: sql`steps || jsonb_build_object(${step}::text, ${JSON.stringify(data)}::jsonb)`,
        completedSteps: draft.completedSteps.filter((s) => s !== step || complete),
        currentStep: step,
        updatedAt: new Date(),
      })
      .where('userId', '=', userId)
      .execute();
    return { step, data, complete, errors };
  });
}

/**
 * Completes a step when its form is valid (else a 400 with the field errors; the draft stays) and
 * moves the wizard on to the next step. The photo and verification steps keep their own data;
 * they need the profile that completing general info creates.
 */
export async function completeStep(db: Database, userId: string, step: WizardStep) {
  assertOpen(await profileOf(db, userId));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('profileDraft')
      .values({ userId })
      .onConflict((oc) => oc.column('userId').doNothing())
      .execute();
    const draft = await draftOf(trx, userId, true);
    if ((FORM_STEPS as readonly string[]).includes(step)) {
      const formStep = step as FormStep;
      const result = validateStep(formStep, await formOf(trx, userId, draft, formStep), draft);
      if (!result.ok) {
        throw new AppError('VALIDATION_FAILED', 400, 'The step has invalid or missing fields', result.errors);
      }
      if (formStep === 'general-info') await startProfile(trx, userId, result.value as GeneralInfoValue);
    } else if (!(await profileOf(trx, userId))) {
      throw new AppError('PROFILE_NOT_STARTED', 409, 'Complete general info first: this step needs your profile');
    }
    const next = WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? step;
    await trx
      .updateTable('profileDraft')
      .set({
        completedSteps: [...new Set([...draft.completedSteps, step])],
        currentStep: next,
        updatedAt: new Date(),
      })
      .where('userId', '=', userId)
      .execute();
  });
  return profileOverview(db, userId);
}

type GeneralInfoValue = Parameters<typeof writeGeneralInfo>[2];

/**
 * The profile behind the wizard: created unlisted and unverified on the first completed general
 * info, with an address made from the name (unique; it stays when the name changes later, so links
 * keep working).
 */
async function startProfile(db: Database, userId: string, general: GeneralInfoValue): Promise<void> {
  const existing = await profileOf(db, userId);
  if (existing) {
    await writeGeneralInfo(db, existing.id, general);
    return;
  }
  const base = slugify(`${general.firstName} ${general.lastName}`);
  const taken = await db
    .selectFrom('therapist')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  const { languages: _languages, ...columns } = general;
  const created = await db
    .insertInto('therapist')
    .values({
      ...columns,
      slug: firstFreeSlug(
        base,
        taken.map((r) => r.slug),
      ),
      userId,
      listed: false,
      verificationStatus: 'draft',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeGeneralInfo(db, created.id, general);
  // The colleague's code the account registered through now names this practice (decision 023).
  await promoteSignup(db, userId, created.id);
}

/**
 * Moves the wizard's forms into the profile and submits it for verification (verified_at stays
 * empty until a reviewer approves). Every form step must be complete and still valid. The profile
 * is marked listed: being in search is the therapist's wish, verification decides when it happens.
 */
export async function submitProfile(db: Database, userId: string) {
  await db.transaction().execute(async (trx) => {
    const profile = await trx
      .selectFrom('therapist')
      .selectAll()
      .where('userId', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    assertOpen(profile);
    if (!profile) throw new AppError('PROFILE_NOT_STARTED', 409, 'Complete general info first');
    const draft = await draftOf(trx, userId, true);
    const form = async <S extends FormStep>(step: S) => formOf(trx, userId, draft, step);
    const general = validateGeneralInfo(await form('general-info'));
    const country = general.ok ? general.value.country : undefined;
    const texts = validateTexts(await form('about-and-approach'));
    const experience = validateExperience(await form('experience'));
    const expertise = validateExpertise(await form('expertise-areas'));
    const practice = validatePractice(await form('practice-info'), country);
    const valid: Record<FormStep, boolean> = {
      'general-info': general.ok,
      'about-and-approach': texts.ok,
      experience: experience.ok,
      'expertise-areas': expertise.ok,
      'practice-info': practice.ok,
    };
    const incomplete = FORM_STEPS.filter((s) => !draft.completedSteps.includes(s) || !valid[s]);
    if (incomplete.length > 0 || !general.ok || !texts.ok || !experience.ok || !expertise.ok || !practice.ok) {
      throw new AppError('PROFILE_INCOMPLETE', 409, 'Complete every step before submitting', { steps: incomplete });
    }
    // The verification step's own requirements: profession, register entry and documents.
    await assertReadyForReview(trx, profile.id);

    const id = profile.id;
    await writeGeneralInfo(trx, id, general.value);
    await writeTexts(trx, id, texts.value, LOCALES);
    await writeExperience(trx, id, experience.value);
    await writeExpertise(trx, id, expertise.value);
    const { session, locations, ...practiceColumns } = practice.value;
    // The wizard's places are new: they replace whatever a half-finished earlier attempt left.
    await writePlaces(
      trx,
      id,
      locations.map(({ id: _id, ...place }) => place),
    );
    const hasService = await trx.selectFrom('service').select('id').where('therapistId', '=', id).executeTakeFirst();
    if (!hasService) {
      await trx
        .insertInto('service')
        .values({
          therapistId: id,
          name: session.name,
          locale: await accountLocale(trx, id),
          durationMinutes: session.durationMinutes,
          priceMinor: session.priceMinor,
          currency: general.value.currency,
          modality:
            practiceColumns.offersOnline && practiceColumns.offersInPerson
              ? 'both'
              : practiceColumns.offersInPerson
                ? 'in_person'
                : 'online',
        })
        .execute();
    }
    await trx
      .updateTable('therapist')
      .set({
        ...practiceColumns,
        listed: true,
        verificationStatus: 'submitted',
        submittedAt: new Date(),
        updatedAt: new Date(),
      })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('profileDraft')
      .set({ currentStep: 'verification', updatedAt: new Date() })
      .where('userId', '=', userId)
      .execute();
  });
  return profileOverview(db, userId);
}
