import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { type Practice, recordAccess } from '../clients/records.ts';
import { MESSAGE_PAGE } from '../contract/messages.ts';
import type { Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import type { MessageSender } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import type { Conversation, Message, Thread, ThreadList } from '../schemas/messages.ts';

export type Side = MessageSender;

const otherSide = (side: Side): Side => (side === 'client' ? 'therapist' : 'client');

// The message's own id is part of what the seal authenticates, so a sealed body copied onto another
// message (or into another conversation) does not open there.
export const messagePurpose = (messageId: string) => `message:${messageId}`;

// Whoever is not a side of the conversation learns nothing, not even that it exists.
export const noSuchConversation = () => notFound('No such conversation');

/** A conversation (a therapist's client record) with what both sides need to be shown and told. */
const conversations = (db: Database) =>
  db
    .selectFrom('client as c')
    .innerJoin('therapist as t', 't.id', 'c.therapistId')
    .leftJoin('userAccount as tu', 'tu.id', 't.userId')
    .leftJoin('userAccount as cu', 'cu.id', 'c.userId')
    .select((eb) => [
      'c.id',
      'c.therapistId',
      'c.name as clientName',
      'c.email as clientEmail',
      'c.locale as clientLocale',
      'c.userId as clientUserId',
      'cu.locale as clientAccountLocale',
      't.title as therapistTitle',
      't.firstName as therapistFirstName',
      't.lastName as therapistLastName',
      't.userId as therapistUserId',
      't.email as therapistPublicEmail',
      'tu.email as therapistAccountEmail',
      'tu.locale as therapistLocale',
      // The appointment whose page a client without an account reads the conversation on: their
      // latest confirmed-by-email booking, or else the one still waiting for that confirmation.
      eb
        .selectFrom('appointment as a')
        .select('a.uid')
        .whereRef('a.clientId', '=', 'c.id')
        .orderBy(sql`a.status = 'pending_email'`)
        .orderBy('a.createdAt', 'desc')
        .limit(1)
        .as('appointmentUid'),
      // A guest who confirmed a message from the widget reads on the conversation's own page.
      eb
        .exists(
          eb
            .selectFrom('message as w')
            .select('w.id')
            .whereRef('w.clientId', '=', 'c.id')
            .where('w.sender', '=', 'client'),
        )
        .as('hasWritten'),
    ]);

export type ConversationRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof conversations>['executeTakeFirst']>>>;

/** The therapist as people address them: a profile's title is a job description, not part of the name. */
export const therapistName = (c: Pick<ConversationRecord, 'therapistFirstName' | 'therapistLastName'>) =>
  `${c.therapistFirstName} ${c.therapistLastName}`;

/** The conversation, if `owner` (when given) is one of its sides. */
async function conversation(db: Database, clientId: string, owner?: { therapistId: string } | { userId: string }) {
  const record = await conversations(db)
    .where('c.id', '=', clientId)
    .$if(owner !== undefined && 'therapistId' in owner, (qb) =>
      qb.where('c.therapistId', '=', (owner as { therapistId: string }).therapistId),
    )
    .$if(owner !== undefined && 'userId' in owner, (qb) =>
      qb.where('c.userId', '=', (owner as { userId: string }).userId),
    )
    .executeTakeFirst();
  if (!record) throw noSuchConversation();
  return record;
}

/** The practice's conversation with one of its clients; another practice's client is not found. */
export const therapistConversation = (db: Database, practice: Practice, clientId: string) =>
  conversation(db, clientId, { therapistId: practice.therapistId });

/** A client account's conversation with one of their therapists (a client record linked to the account). */
export const clientConversation = (db: Database, userId: string, clientId: string) =>
  conversation(db, clientId, { userId });

/** The conversation an appointment belongs to, for someone already allowed to open it as its client. */
export const appointmentConversation = (db: Database, clientId: string) => conversation(db, clientId);

/** A conversation opened with its own link's key, for someone already allowed to open it as its client. */
export const guestConversation = (db: Database, clientId: string) => conversation(db, clientId);

/** The conversation as one side sees it: who it is with, and whether they can read what is written. */
export function conversationView(record: ConversationRecord, you: Side): Conversation {
  return {
    id: record.id,
    you,
    with: { name: you === 'therapist' ? record.clientName : therapistName(record) },
    // A client reads the thread in their account, on an appointment's page or, once they confirmed
    // a message from the widget, on the conversation's page; a therapist only in their dashboard,
    // so a practice without an account cannot take part.
    reachable:
      you === 'therapist'
        ? record.clientUserId !== null || record.appointmentUid !== null || Boolean(record.hasWritten)
        : record.therapistUserId !== null,
  };
}

/**
 * A page of the thread, oldest first, ending with the newest message (or, with `before`, with the
 * one written just before that message). Reading the newest page marks what the other side wrote
 * up to it as read; the answer still shows it unread, so the reader can tell what is new. `marked`
 * says whether anything became read, so the writer's open pages can be told.
 */
export async function readThread(
  db: Database,
  sealer: Sealer,
  record: ConversationRecord,
  you: Side,
  before?: string,
): Promise<{ thread: Thread; marked: boolean }> {
  if (before) {
    const anchor = await db
      .selectFrom('message')
      .select('id')
      .where('id', '=', before)
      .where('clientId', '=', record.id)
      .executeTakeFirst();
    if (!anchor) {
      throw new AppError('VALIDATION_FAILED', 400, 'The request has invalid fields', [
        { field: 'querystring.before', message: 'is not a message of this conversation' },
      ]);
    }
  }
  const rows = await db
    .selectFrom('message')
    .select(['id', 'sender', 'bodySealed', 'createdAt', 'readAt'])
    .where('clientId', '=', record.id)
    // Compared in SQL, not through a JavaScript Date, which would drop the microseconds.
    .$if(Boolean(before), (qb) =>
      qb.where(sql<boolean>`(created_at, id) < (SELECT m.created_at, m.id FROM message m WHERE m.id = ${before})`),
    )
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(MESSAGE_PAGE + 1)
    .execute();
  const page = rows.slice(0, MESSAGE_PAGE).reverse();
  const newest = page.at(-1);
  let marked = false;
  if (!before && newest) {
    const result = await db
      .updateTable('message')
      .set({ readAt: sql`now()` })
      .where('clientId', '=', record.id)
      .where('sender', '=', otherSide(you))
      .where('readAt', 'is', null)
      .where(sql<boolean>`created_at <= (SELECT m.created_at FROM message m WHERE m.id = ${newest.id})`)
      .executeTakeFirst();
    marked = result.numUpdatedRows > 0n;
  }
  const thread: Thread = {
    conversation: conversationView(record, you),
    messages: page.map(
      (row): Message => ({
        id: row.id,
        sender: row.sender,
        body: sealer.open(row.bodySealed, messagePurpose(row.id)),
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      }),
    ),
    earlier: rows.length > MESSAGE_PAGE,
  };
  return { thread, marked };
}

/**
 * Writes a message into the conversation, inside the caller's transaction (sendMessage in
 * notifications.ts). `firstUnread` says whether the other side had nothing unread from this sender
 * before it: only then are they emailed, so a run of messages sends one email rather than one each.
 */
export async function postMessage(
  trx: Database,
  sealer: Sealer,
  record: ConversationRecord,
  sender: { side: Side; practice?: Practice },
  body: string,
): Promise<{ message: Message; firstUnread: boolean }> {
  const text = body.trim();
  if (text === '') {
    throw new AppError('VALIDATION_FAILED', 400, 'The request has invalid fields', [
      { field: 'body.body', message: 'is empty' },
    ]);
  }
  if (!conversationView(record, sender.side).reachable) {
    throw new AppError(
      'RECIPIENT_UNREACHABLE',
      409,
      sender.side === 'therapist'
        ? 'This client has neither an account nor an appointment link, so they could not read a message'
        : 'This therapist does not receive messages on Calma',
    );
  }
  const id = randomUUID();
  const bodySealed = sealer.seal(text, messagePurpose(id));
  const waiting = await trx
    .selectFrom('message')
    .select('id')
    .where('clientId', '=', record.id)
    .where('sender', '=', sender.side)
    .where('readAt', 'is', null)
    .limit(1)
    .executeTakeFirst();
  const row = await trx
    .insertInto('message')
    .values({ id, clientId: record.id, sender: sender.side, bodySealed })
    .returning(['id', 'sender', 'createdAt', 'readAt'])
    .executeTakeFirstOrThrow();
  if (sender.practice) await recordAccess(trx, sender.practice.userId, record.id, 'message.send');
  return {
    message: {
      id: row.id,
      sender: row.sender,
      body: text,
      createdAt: row.createdAt.toISOString(),
      readAt: null,
    },
    firstUnread: !waiting,
  };
}

/**
 * Conversations with when their last message was written and how many messages from the other
 * side are unread, latest conversation first; each named after the person on the other side.
 */
async function threads(db: Database, owner: { therapistId: string } | { userId: string }): Promise<ThreadList> {
  const you: Side = 'therapistId' in owner ? 'therapist' : 'client';
  const rows = await db
    .selectFrom('client as c')
    .innerJoin('therapist as t', 't.id', 'c.therapistId')
    .select((eb) => [
      'c.id',
      'c.name as clientName',
      't.title as therapistTitle',
      't.firstName as therapistFirstName',
      't.lastName as therapistLastName',
      eb
        .selectFrom('message as m')
        .select((m) => m.fn.max('m.createdAt').as('at'))
        .whereRef('m.clientId', '=', 'c.id')
        .as('lastMessageAt'),
      eb
        .selectFrom('message as m')
        .select((m) => m.fn.countAll<string>().as('n'))
        .whereRef('m.clientId', '=', 'c.id')
        .where('m.sender', '=', otherSide(you))
        .where('m.readAt', 'is', null)
        .as('unread'),
    ])
    .$if('therapistId' in owner, (qb) => qb.where('c.therapistId', '=', (owner as { therapistId: string }).therapistId))
    .$if('userId' in owner, (qb) => qb.where('c.userId', '=', (owner as { userId: string }).userId))
    .orderBy(sql`last_message_at DESC NULLS LAST`)
    .orderBy(you === 'therapist' ? sql`lower(c.name)` : sql`lower(t.last_name)`)
    .orderBy('c.id')
    .execute();
  return {
    threads: rows.map((r) => ({
      id: r.id,
      name: you === 'therapist' ? r.clientName : therapistName(r),
      lastMessageAt: r.lastMessageAt === null ? null : new Date(r.lastMessageAt).toISOString(),
      unread: Number(r.unread ?? 0),
    })),
  };
}

/** Every client of the practice (a conversation can start with any of them). */
export const therapistThreads = async (db: Database, practice: Practice | undefined): Promise<ThreadList> =>
  practice ? threads(db, { therapistId: practice.therapistId }) : { threads: [] };

/** A client account's conversations: one with each therapist they booked while signed in. */
export const clientThreads = (db: Database, userId: string) => threads(db, { userId });

/** How many messages from their clients the practice has not opened yet. */
export async function therapistUnread(db: Database, practice: Practice | undefined): Promise<number> {
  if (!practice) return 0;
  const row = await db
    .selectFrom('message as m')
    .innerJoin('client as c', 'c.id', 'm.clientId')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('c.therapistId', '=', practice.therapistId)
    .where('m.sender', '=', 'client')
    .where('m.readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
