import { isLocale, type Locale } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';

/** The language the hub answers in: the one asked for, else the account's saved language, else English. */
export async function hubLocale(db: Database, userId: string, asked: Locale | undefined): Promise<Locale> {
  if (asked) return asked;
  const account = await db.selectFrom('userAccount').select('locale').where('id', '=', userId).executeTakeFirst();
  return isLocale(account?.locale) ? account.locale : 'en';
}
