import { type Kysely, sql } from 'kysely';

/**
 * A service's name and description per language (issue #29, decision 041). `locale` is the language
 * of the main text (the existing name and description); `translations` holds the other product
 * locales' texts as { de: { name, description }, … }, never one for the main text's own language.
 * Existing services are taken to be written as the demo data wrote them: in English where the
 * therapist wrote an English profile, else in their country's language; the therapist can correct it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE service
      ADD COLUMN locale text,
      ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(db);
  await sql`
    UPDATE service s SET locale = CASE
      WHEN EXISTS (SELECT 1 FROM therapist_text x
                    WHERE x.therapist_id = s.therapist_id AND x.locale = 'en' AND btrim(x.about) <> '') THEN 'en'
      ELSE (SELECT CASE t.country WHEN 'germany' THEN 'de' WHEN 'netherlands' THEN 'nl' WHEN 'spain' THEN 'es'
                                  WHEN 'portugal' THEN 'pt' ELSE 'en' END
              FROM therapist t WHERE t.id = s.therapist_id)
    END`.execute(db);
  await sql`
    ALTER TABLE service
      ALTER COLUMN locale SET NOT NULL,
      ADD CONSTRAINT service_locale_known CHECK (locale IN ('en', 'de', 'nl', 'es', 'pt')),
      ADD CONSTRAINT service_translations_known CHECK (
        jsonb_typeof(translations) = 'object'
        AND translations - ARRAY['en', 'de', 'nl', 'es', 'pt'] = '{}'::jsonb
        AND NOT translations ? locale
      )`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE service DROP COLUMN translations, DROP COLUMN locale`.execute(db);
}
