import type { Transaction } from 'kysely';
import type { IntakeAnswers } from '../contract/intake.ts';
import type { Sealer } from '../crypto/sealed.ts';
import type { DB } from '../db/schema.ts';
import { sealAnswers } from '../intake/answers.ts';
import { INTAKE_TEMPLATES } from '../intake/templates.ts';

// Demo only (decision 040): the demo therapist keeps Calma's adult intake questionnaire, and one of
// their clients answered it before her first session, so the builder and a client record's Intake tab
// show something in the demo. It is attached to no service, so booking the demo therapist sends
// nothing new; the therapist attaches it to try that. Sealed as real answers are.

export const DEMO_INTAKE_ANSWERS: IntakeAnswers = {
  preferred_name: 'Mara',
  reason:
    'For a few months I have been sleeping badly and feel flat most days. Work still gets done, but I have pulled back from friends.',
  hopes: 'To understand what keeps me stuck and to feel like myself again.',
  duration: 'six_to_twelve_months',
  impact: 6,
  previous_therapy: { yes: false },
  medication: { yes: false },
  sleep: ['waking_early', 'unrefreshed'],
  alcohol: 'few_monthly',
  drugs: { yes: false },
  self_harm_thoughts: { yes: false },
  living: 'With my partner in Berlin',
  work: 'employed',
  emergency_contact_name: 'Tom Jansen',
  emergency_contact_phone: '+49 30 1234567',
  emergency_contact_consent: { yes: true },
  contact_preference: 'calma',
};

export async function seedIntake(trx: Transaction<DB>, sealer: Sealer, demoTherapistId: string, now = new Date()) {
  const { title, definition } = INTAKE_TEMPLATES.adult.en;
  const form = await trx
    .insertInto('intakeForm')
    .values({ therapistId: demoTherapistId, title, locale: 'en', definition: JSON.stringify(definition) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const client = await trx
    .selectFrom('client')
    .select('id')
    .where('therapistId', '=', demoTherapistId)
    .where('name', '=', 'Mara Jansen')
    .executeTakeFirst();
  if (!client) return;
  const submittedAt = new Date(now.getTime() - 75 * 86_400_000);
  const response = await trx
    .insertInto('intakeResponse')
    .values({
      clientId: client.id,
      intakeFormId: form.id,
      title,
      locale: 'en',
      definition: JSON.stringify(definition),
      status: 'submitted',
      createdAt: new Date(submittedAt.getTime() - 2 * 86_400_000),
      updatedAt: submittedAt,
      submittedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('intakeResponse')
    .set({ answersSealed: sealAnswers(sealer, response.id, DEMO_INTAKE_ANSWERS) })
    .where('id', '=', response.id)
    .execute();
}
