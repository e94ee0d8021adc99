import { signaturesForExport } from '../agreements/agreements.ts';
import { accountOf } from '../auth/me.ts';
import { MESSAGE_PURPOSE } from '../booking/appointments.ts';
import { openNoteFields } from '../clients/notes.ts';
import type { Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import type { ImageVariant, MediaKind, MessageSender } from '../db/schema.ts';
import { profileLists } from '../directory/profile.ts';
import { intakeForExport } from '../intake/responses.ts';
import { measuresForExport } from '../measures/answers.ts';
import { messagePurpose } from '../messages/conversations.ts';
import { savedSelfTestsFor } from '../self-tests/saved.ts';
import { waitlistForExport } from '../waitlist/waitlist.ts';
import type { ZipEntry } from './zip.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const EXPORT_FORMAT = 'calma-data-export/2';

/** A stored file that goes into the archive at `path`. */
export interface ExportFile {
  path: string;
  store: 'public' | 'private';
  key: string;
}

export interface AccountExport {
  /** JSON documents by their path in the archive. */
  documents: Record<string, unknown>;
  files: ExportFile[];
}

/**
 * Everything stored about the account that belongs to the person, as JSON documents per area and
 * the files they uploaded. A client gets their appointments and messages with every therapist; a
 * therapist gets their profile, practice settings, clients, appointments, session notes and the
 * messages with each client (opened: these are records the therapist keeps and controls, so their
 * export is theirs to take, and each client's access log says the record was exported). Secrets (password hash, two-factor secret, token
 * hashes, the calendar feed's token) are left out: they are ours to keep safe, not information
 * about the person.
 */
export async function exportAccountData(
  db: Database,
  sealer: Sealer,
  userId: string,
  now = new Date(),
): Promise<AccountExport> {
  const account = await db
    .selectFrom('userAccount')
    .select(['email', 'role', 'displayName', 'locale', 'emailVerifiedAt', 'createdAt'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const me = await accountOf(db, userId);
  const [sessions, events, favourites, twoFactor, identities, appointments, messages, practice] = await Promise.all([
    db
      .selectFrom('authSession')
      .select(['userAgent', 'createdAt', 'lastUsedAt', 'revokedAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .execute(),
    db
      .selectFrom('securityEvent')
      .select(['kind', 'device', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .execute(),
    db
      .selectFrom('favourite')
      .innerJoin('therapist', 'therapist.id', 'favourite.therapistId')
      .select(['therapist.slug', 'therapist.firstName', 'therapist.lastName', 'favourite.createdAt'])
      .where('favourite.userId', '=', userId)
      .orderBy('favourite.createdAt', 'desc')
      .execute(),
    db.selectFrom('twoFactor').select(['enabledAt']).where('userId', '=', userId).executeTakeFirst(),
    db
      .selectFrom('oidcIdentity')
      .select(['issuer', 'subject', 'email', 'createdAt'])
      .where('userId', '=', userId)
      .execute(),
    clientAppointments(db, sealer, userId),
    clientMessages(db, sealer, userId),
    practiceData(db, sealer, userId),
  ]);
  const documents: Record<string, unknown> = {
    'account.json': {
      format: EXPORT_FORMAT,
      exportedAt: now.toISOString(),
      account: {
        id: userId,
        email: account.email,
        role: account.role,
        displayName: account.displayName,
        locale: account.locale,
        emailVerifiedAt: iso(account.emailVerifiedAt),
        createdAt: iso(account.createdAt),
        twoFactorEnabledAt: iso(twoFactor?.enabledAt ?? null),
        therapistUrl: me.therapistUrl,
      },
      signInProviders: identities.map((i) => ({
        issuer: i.issuer,
        subject: i.subject,
        email: i.email,
        linkedAt: iso(i.createdAt),
      })),
    },
    'sessions.json': sessions.map((s) => ({
      device: s.userAgent,
      signedInAt: iso(s.createdAt),
      lastUsedAt: iso(s.lastUsedAt),
      endedAt: iso(s.revokedAt),
    })),
    'security-events.json': events.map((e) => ({ kind: e.kind, device: e.device, at: iso(e.createdAt) })),
    'favourites.json': favourites.map((f) => ({
      therapist: `${f.firstName} ${f.lastName}`,
      slug: f.slug,
      savedAt: iso(f.createdAt),
    })),
    'waitlist.json': await waitlistForExport(db, userId),
  };
  if (appointments.length > 0 || account.role === 'client') documents['appointments.json'] = appointments;
  if (messages.length > 0 || account.role === 'client') documents['messages.json'] = messages;
  if (account.role === 'client') {
    documents['self-test-results.json'] = await savedSelfTestsFor(db, sealer, userId);
    const records = await db.selectFrom('client').select('id').where('userId', '=', userId).execute();
    documents['questionnaires.json'] = (
      await measuresForExport(
        db,
        sealer,
        records.map((r) => r.id),
      )
    ).map(({ clientId: _record, ...answered }) => answered);
    documents['signed-agreements.json'] = await signaturesForExport(
      db,
      records.map((r) => r.id),
    );
    // The client's own answers, opened: theirs to take, like their self-test results.
    documents['intake-questionnaires.json'] = (
      await intakeForExport(
        db,
        sealer,
        records.map((r) => r.id),
      )
    ).map(({ client: _record, ...response }) => response);
    documents['matches.json'] = await db
      .selectFrom('match')
      .select(['uid', 'locale', 'answers', 'results', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .execute()
      .then((rows) => rows.map((m) => ({ ...m, createdAt: iso(m.createdAt) })));
  }
  if (practice) Object.assign(documents, practice.documents);
  const practiceClients = await db
    .selectFrom('client')
    .innerJoin('therapist', 'therapist.id', 'client.therapistId')
    .select('client.id')
    .where('therapist.userId', '=', userId)
    .execute();
  // Beside the practice's other records of its clients (therapist/clients.json, session notes).
  if (practiceClients.length > 0) {
    const ids = practiceClients.map((c) => c.id);
    documents['therapist/questionnaires.json'] = await measuresForExport(db, sealer, ids);
    documents['therapist/signed-agreements.json'] = await signaturesForExport(db, ids);
    documents['therapist/intake-questionnaires.json'] = await intakeForExport(db, sealer, ids);
  }
  return { documents, files: practice?.files ?? [] };
}

/** Opens a sealed value; a value no key opens any more is exported as null rather than failing the export. */
function opened(sealer: Sealer, sealed: string | null, purpose: string): string | null {
  if (sealed === null) return null;
  try {
    return sealer.open(sealed, purpose);
  } catch {
    return null;
  }
}

/** What either side's export tells of an appointment; the query joins its service. */
const APPOINTMENT_COLUMNS = [
  'appointment.uid',
  'appointment.status',
  'appointment.startsAt',
  'appointment.endsAt',
  'appointment.modality',
  'appointment.priceMinor',
  'appointment.currency',
  'appointment.firstSession',
  'appointment.messageSealed',
  'appointment.cancelledBy',
  'appointment.createdAt',
  'service.name as service',
] as const;

/** The person's appointments as a client, with every therapist, newest first. */
async function clientAppointments(db: Database, sealer: Sealer, userId: string) {
  const rows = await db
    .selectFrom('appointment')
    .innerJoin('client', 'client.id', 'appointment.clientId')
    .innerJoin('therapist', 'therapist.id', 'appointment.therapistId')
    .innerJoin('service', 'service.id', 'appointment.serviceId')
    .leftJoin('therapistLocation', 'therapistLocation.id', 'appointment.locationId')
    .select([
      ...APPOINTMENT_COLUMNS,
      'therapist.firstName',
      'therapist.lastName',
      'therapist.slug',
      'therapistLocation.street',
      'therapistLocation.postalCode',
      'therapistLocation.city',
    ])
    .where('client.userId', '=', userId)
    .orderBy('appointment.startsAt', 'desc')
    .execute();
  return rows.map((a) => ({
    reference: a.uid,
    therapist: { name: `${a.firstName} ${a.lastName}`, slug: a.slug },
    service: a.service,
    status: a.status,
    startsAt: iso(a.startsAt),
    endsAt: iso(a.endsAt),
    modality: a.modality,
    place: a.city === null ? null : { street: a.street, postalCode: a.postalCode, city: a.city },
    price: { minor: a.priceMinor, currency: a.currency },
    firstSession: a.firstSession,
    yourMessage: opened(sealer, a.messageSealed, MESSAGE_PURPOSE),
    cancelledBy: a.cancelledBy,
    bookedAt: iso(a.createdAt),
  }));
}

/**
 * The messages of the conversations with the given client records, oldest first, grouped by
 * conversation.
 */
async function messagesOf(db: Database, sealer: Sealer, clientIds: string[]) {
  if (clientIds.length === 0) return new Map<string, ReturnType<typeof exportedMessage>[]>();
  const rows = await db
    .selectFrom('message')
    .select(['id', 'clientId', 'sender', 'bodySealed', 'createdAt', 'readAt'])
    .where('clientId', 'in', clientIds)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const byClient = new Map<string, ReturnType<typeof exportedMessage>[]>();
  for (const row of rows) {
    const list = byClient.get(row.clientId) ?? [];
    list.push(exportedMessage(sealer, row));
    byClient.set(row.clientId, list);
  }
  return byClient;
}

function exportedMessage(
  sealer: Sealer,
  m: { id: string; sender: MessageSender; bodySealed: string; createdAt: Date; readAt: Date | null },
) {
  return {
    sender: m.sender,
    body: opened(sealer, m.bodySealed, messagePurpose(m.id)),
    sentAt: iso(m.createdAt),
    readAt: iso(m.readAt),
  };
}

/** The person's conversations as a client, one per therapist they booked while signed in. */
async function clientMessages(db: Database, sealer: Sealer, userId: string) {
  const threads = await db
    .selectFrom('client')
    .innerJoin('therapist', 'therapist.id', 'client.therapistId')
    .select(['client.id', 'therapist.firstName', 'therapist.lastName', 'therapist.slug'])
    .where('client.userId', '=', userId)
    .orderBy('therapist.lastName')
    .orderBy('client.id')
    .execute();
  const messages = await messagesOf(
    db,
    sealer,
    threads.map((t) => t.id),
  );
  return threads
    .filter((t) => messages.has(t.id))
    .map((t) => ({
      therapist: { name: `${t.firstName} ${t.lastName}`, slug: t.slug },
      messages: messages.get(t.id) ?? [],
    }));
}

const IMAGE_KINDS: readonly MediaKind[] = ['photo', 'practice_photo', 'video_poster'];
const EXTENSION: Record<string, string> = { jpeg: 'jpg', webp: 'webp', avif: 'avif' };

/** The largest JPEG of an image (the format every program opens), else its largest variant. */
function bestVariant(variants: readonly ImageVariant[]): ImageVariant | undefined {
  const bySize = [...variants].sort((a, b) => b.width - a.width);
  return bySize.find((v) => v.format === 'jpeg') ?? bySize[0];
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/** The therapist's profile, practice, clients and records, and the files they uploaded; null for other accounts. */
async function practiceData(db: Database, sealer: Sealer, userId: string) {
  const therapist = await db.selectFrom('therapist').selectAll().where('userId', '=', userId).executeTakeFirst();
  if (!therapist) return null;
  const id = therapist.id;
  const [
    texts,
    locations,
    services,
    lists,
    rules,
    exceptions,
    policy,
    calendars,
    verification,
    documents,
    decisions,
    media,
    clients,
    appointments,
    notes,
  ] = await Promise.all([
    db
      .selectFrom('therapistText')
      .select(['locale', 'about', 'approach', 'clientFocus'])
      .where('therapistId', '=', id)
      .execute(),
    db
      .selectFrom('therapistLocation')
      .select(['city', 'district', 'street', 'postalCode'])
      .where('therapistId', '=', id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('service')
      .select(['name', 'description', 'durationMinutes', 'priceMinor', 'currency', 'modality', 'archivedAt'])
      .where('therapistId', '=', id)
      .orderBy('position')
      .execute(),
    profileLists(db, id),
    db
      .selectFrom('availabilityRule')
      .leftJoin('therapistLocation', 'therapistLocation.id', 'availabilityRule.locationId')
      .select([
        'availabilityRule.weekday',
        'availabilityRule.startTime',
        'availabilityRule.endTime',
        'availabilityRule.modality',
        'therapistLocation.city as place',
      ])
      .where('availabilityRule.therapistId', '=', id)
      .orderBy('availabilityRule.weekday')
      .orderBy('availabilityRule.startTime')
      .execute(),
    db
      .selectFrom('availabilityException')
      .select(['date', 'startTime', 'endTime', 'available', 'note'])
      .where('therapistId', '=', id)
      .orderBy('date')
      .execute(),
    db
      .selectFrom('bookingPolicy')
      .select([
        'bufferBeforeMinutes',
        'bufferAfterMinutes',
        'minimumNoticeMinutes',
        'horizonDays',
        'maxSessionsPerDay',
        'requiresConfirmation',
        'cancellationNoticeHours',
      ])
      .where('therapistId', '=', id)
      .executeTakeFirst(),
    db.selectFrom('externalCalendar').select(['url', 'createdAt']).where('therapistId', '=', id).execute(),
    db
      .selectFrom('verification')
      .select(['country', 'profession', 'registerNumber'])
      .where('therapistId', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('verificationDocument')
      .select(['kind', 'fileKey', 'fileName', 'mimeType', 'bytes', 'createdAt'])
      .where('therapistId', '=', id)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('verificationDecision')
      .select(['outcome', 'reason', 'createdAt'])
      .where('therapistId', '=', id)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('therapistMedia')
      .select(['kind', 'alt', 'language', 'variants', 'fileKey', 'createdAt'])
      .where('therapistId', '=', id)
      .orderBy('kind')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('client')
      .select([
        'id',
        'name',
        'email',
        'phone',
        'locale',
        'timeZone',
        'dateOfBirth',
        'emergencyContact',
        'consentTreatmentAt',
        'consentDataAt',
        'createdAt',
      ])
      .where('therapistId', '=', id)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('appointment')
      .innerJoin('service', 'service.id', 'appointment.serviceId')
      .select([...APPOINTMENT_COLUMNS, 'appointment.id', 'appointment.clientId'])
      .where('appointment.therapistId', '=', id)
      // A guest's unconfirmed hold is no client's appointment yet (decision 014).
      .where('appointment.clientId', 'is not', null)
      .$narrowType<{ clientId: string }>()
      .orderBy('appointment.startsAt', 'desc')
      .execute(),
    db
      .selectFrom('sessionNote')
      .select(['id', 'clientId', 'appointmentId', 'template', 'bodySealed', 'signedAt', 'createdAt', 'updatedAt'])
      .where('therapistId', '=', id)
      .orderBy('createdAt')
      .execute(),
  ]);

  if (clients.length > 0) {
    // Every record (notes and messages) goes into the file opened: the access log says so, as for any other read.
    await db
      .insertInto('clientAccessLog')
      .values(clients.map((c) => ({ userId, clientId: c.id, action: 'records.export' })))
      .execute();
  }

  const files: ExportFile[] = [];
  const fileOf = (path: string, store: ExportFile['store'], key: string) => {
    files.push({ path, store, key });
    return path;
  };
  let practicePhotos = 0;
  const mediaList = media.map((m) => {
    let file: string | null = null;
    if (IMAGE_KINDS.includes(m.kind)) {
      const variant = bestVariant(m.variants);
      const extension = variant ? (EXTENSION[variant.format] ?? variant.format) : '';
      if (variant && m.kind === 'photo') file = fileOf(`files/profile-photo.${extension}`, 'public', variant.key);
      else if (variant && m.kind === 'video_poster')
        file = fileOf(`files/video-poster.${extension}`, 'public', variant.key);
      else if (variant) {
        practicePhotos += 1;
        const n = String(practicePhotos).padStart(2, '0');
        file = fileOf(`files/practice-photos/${n}.${extension}`, 'public', variant.key);
      }
    } else if (m.fileKey && m.kind === 'video') {
      file = fileOf(`files/video.${extensionOf(m.fileKey)}`, 'public', m.fileKey);
    } else if (m.fileKey) {
      file = fileOf(`files/video-captions-${m.language ?? 'und'}.vtt`, 'public', m.fileKey);
    }
    return { kind: m.kind, alt: m.alt, language: m.language, addedAt: iso(m.createdAt), file };
  });
  const documentList = documents.map((d, i) => ({
    kind: d.kind,
    name: d.fileName,
    type: d.mimeType,
    bytes: d.bytes,
    addedAt: iso(d.createdAt),
    file: fileOf(`files/verification-documents/${String(i + 1).padStart(2, '0')}-${d.fileName}`, 'private', d.fileKey),
  }));

  const clientName = new Map(clients.map((c) => [c.id, c.name]));
  const messages = await messagesOf(
    db,
    sealer,
    clients.map((c) => c.id),
  );
  const { userId: _owner, ...profile } = therapist;
  return {
    files,
    documents: {
      'therapist/profile.json': {
        ...profile,
        texts,
        locations,
        services,
        languages: lists.languages,
        categories: lists.categories,
        approaches: lists.approaches,
        specializations: lists.specializations,
        books: lists.books,
        media: mediaList,
      },
      'therapist/availability.json': {
        timeZone: therapist.timeZone,
        weeklyHours: rules,
        exceptions,
        bookingPolicy: policy ?? null,
        externalCalendars: calendars.map((c) => ({ url: c.url, addedAt: iso(c.createdAt) })),
      },
      'therapist/verification.json': {
        status: therapist.verificationStatus,
        country: verification?.country ?? null,
        profession: verification?.profession ?? null,
        registerNumber: verification?.registerNumber ?? null,
        documents: documentList,
        decisions: decisions.map((d) => ({ outcome: d.outcome, reason: d.reason, at: iso(d.createdAt) })),
      },
      'therapist/clients.json': clients.map((c) => ({
        id: c.id,
        name: c.name,
        email: c.email,
        phone: c.phone,
        locale: c.locale,
        timeZone: c.timeZone,
        dateOfBirth: c.dateOfBirth,
        emergencyContact: c.emergencyContact,
        consentTreatmentAt: iso(c.consentTreatmentAt),
        consentDataAt: iso(c.consentDataAt),
        addedAt: iso(c.createdAt),
      })),
      'therapist/appointments.json': appointments.map((a) => ({
        id: a.id,
        reference: a.uid,
        client: { id: a.clientId, name: clientName.get(a.clientId) ?? null },
        service: a.service,
        status: a.status,
        startsAt: iso(a.startsAt),
        endsAt: iso(a.endsAt),
        modality: a.modality,
        price: { minor: a.priceMinor, currency: a.currency },
        firstSession: a.firstSession,
        clientMessage: opened(sealer, a.messageSealed, MESSAGE_PURPOSE),
        cancelledBy: a.cancelledBy,
        bookedAt: iso(a.createdAt),
      })),
      'therapist/messages.json': clients
        .filter((c) => messages.has(c.id))
        .map((c) => ({ client: { id: c.id, name: c.name }, messages: messages.get(c.id) ?? [] })),
      'therapist/session-notes.json': notes.map((n) => {
        let fields: Record<string, string> | null;
        try {
          fields = openNoteFields(sealer, n);
        } catch {
          fields = null;
        }
        return {
          id: n.id,
          client: { id: n.clientId, name: clientName.get(n.clientId) ?? null },
          appointmentId: n.appointmentId,
          template: n.template,
          fields,
          signedAt: iso(n.signedAt),
          createdAt: iso(n.createdAt),
          updatedAt: iso(n.updatedAt),
        };
      }),
    },
  };
}

/** The archive's entries: the JSON documents, then each file read from its store when its turn comes. */
export function exportEntries(
  data: AccountExport,
  stores: Record<ExportFile['store'], { read(key: string): Promise<{ stream: AsyncIterable<Uint8Array> }> }>,
): ZipEntry[] {
  const encoder = new TextEncoder();
  return [
    ...Object.entries(data.documents).map(([name, value]) => ({
      name,
      data: encoder.encode(`${JSON.stringify(value, null, 2)}\n`),
    })),
    ...data.files.map((file) => ({
      name: file.path,
      open: async () => (await stores[file.store].read(file.key)).stream,
    })),
  ];
}
