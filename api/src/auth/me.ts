import type { Database } from '../db/database.ts';
import type { Me } from '../schemas/auth.ts';
import { profilePath } from '../search/documents.ts';
import { ONLINE } from '../taxonomy/index.ts';

/** The signed-in account as the Me response describes it. */
export async function accountOf(db: Database, userId: string): Promise<Me> {
  const row = await db
    .selectFrom('userAccount')
    .leftJoin('therapist', 'therapist.userId', 'userAccount.id')
    .select([
      'userAccount.id',
      'userAccount.email',
      'role',
      'displayName',
      'locale',
      'emailVerifiedAt',
      'therapist.slug',
      'therapist.offersInPerson',
      (eb) =>
        eb
          .selectFrom('therapistLocation')
          .select('city')
          .whereRef('therapistLocation.therapistId', '=', 'therapist.id')
          .orderBy('position')
          .limit(1)
          .as('city'),
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('twoFactor')
              .select('twoFactor.userId')
              .whereRef('twoFactor.userId', '=', 'userAccount.id')
              .where('twoFactor.enabledAt', 'is not', null),
          )
          .as('twoFactorEnabled'),
    ])
    .where('userAccount.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    displayName: row.displayName,
    locale: row.locale as Me['locale'],
    emailVerified: row.emailVerifiedAt !== null,
    therapistSlug: row.slug,
    therapistUrl: row.slug ? profilePath((row.offersInPerson && row.city) || ONLINE, row.slug) : null,
    twoFactorEnabled: row.twoFactorEnabled === true,
  };
}
