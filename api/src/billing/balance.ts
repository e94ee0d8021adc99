import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * What a client owes the practice: the balance (gross − paid) of every issued document, credit
 * notes counting negative. A credited invoice and its credit note net to minus what was paid on it,
 * so a negative balance means the client is owed a refund. `nothingInvoiced` while no document was
 * ever issued to them, so a 0 is not read as "paid up".
 */
export async function clientBalance(db: Database, clientId: string) {
  const row = await db
    .selectFrom('invoice')
    .select([
      sql<string>`coalesce(sum(gross_minor - paid_minor), 0)`.as('owed'),
      (eb) => eb.fn.countAll<string>().as('documents'),
    ])
    .where('clientId', '=', clientId)
    .where('status', '!=', 'draft')
    .executeTakeFirstOrThrow();
  return { amountMinor: Number(row.owed), nothingInvoiced: Number(row.documents) === 0 };
}
