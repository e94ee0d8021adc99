import { describe, expect, it } from 'vitest';
import { appointmentKey, conversationKey } from '../booking/links.ts';
import { type MessageParties, newMessageEmail } from './notifications.ts';

const parties: MessageParties = {
  id: '00000000-0000-4000-8000-000000000001',
  clientName: 'Mara Jansen',
  clientEmail: 'mara@example.test',
  clientLocale: 'nl',
  clientUserId: null,
  clientAccountLocale: null,
  therapistTitle: 'Dr.',
  therapistFirstName: 'Lena',
  therapistLastName: 'Vogel',
  therapistUserId: '00000000-0000-4000-8000-000000000002',
  therapistPublicEmail: 'praxis@example.test',
  therapistAccountEmail: 'lena@example.test',
  therapistLocale: 'de',
  appointmentUid: 'AAAAAAAAAAAAAAAAAAAAAA',
  hasWritten: false,
};
const links = { publicUrl: 'https://calma.example', linkSecret: 'secret' };

describe('the email about a new message', () => {
  it('tells the therapist in their language, names the client and links to the thread', () => {
    expect(newMessageEmail(parties, 'client', links)).toEqual({
      to: 'lena@example.test',
      locale: 'de',
      name: 'Lena',
      message: 'newMessage',
      params: { sender: 'Mara Jansen' },
      actionUrl: `https://calma.example/dashboard/messages/${parties.id}`,
    });
  });

  it('falls back to the practice’s public address when the account has none', () => {
    const mail = newMessageEmail({ ...parties, therapistAccountEmail: null, therapistLocale: null }, 'client', links);
    expect(mail).toMatchObject({ to: 'praxis@example.test', locale: 'en' });
  });

  it('sends a guest to their appointment’s page with its key, in the language they booked in', () => {
    const key = appointmentKey('secret', parties.appointmentUid as string);
    expect(newMessageEmail(parties, 'therapist', links)).toEqual({
      to: 'mara@example.test',
      locale: 'nl',
      name: 'Mara Jansen',
      message: 'newMessage',
      params: { sender: 'Lena Vogel' },
      actionUrl: `https://calma.example/nl/appointment/${parties.appointmentUid}?key=${key}#messages`,
    });
  });

  it('sends a client with an account to their dashboard, in the account’s language', () => {
    const mail = newMessageEmail(
      { ...parties, clientUserId: '00000000-0000-4000-8000-000000000003', clientAccountLocale: 'es' },
      'therapist',
      links,
    );
    expect(mail).toMatchObject({ locale: 'es', actionUrl: 'https://calma.example/dashboard/messages' });
  });

  it('sends a guest who wrote from the message widget to the conversation’s page with its key', () => {
    const mail = newMessageEmail({ ...parties, appointmentUid: null, hasWritten: true }, 'therapist', links);
    const key = conversationKey('secret', parties.id);
    expect(mail).toMatchObject({
      locale: 'nl',
      actionUrl: `https://calma.example/nl/conversation/${parties.id}?key=${key}`,
    });
  });

  it('is not sent when the reader has nowhere to read it', () => {
    expect(newMessageEmail({ ...parties, appointmentUid: null }, 'therapist', links)).toBeUndefined();
    expect(
      newMessageEmail({ ...parties, therapistAccountEmail: null, therapistPublicEmail: null }, 'client', links),
    ).toBeUndefined();
  });

  it('carries no part of any message: only the sender’s name fills it in', () => {
    for (const side of ['client', 'therapist'] as const) {
      expect(Object.keys(newMessageEmail(parties, side, links)?.params ?? {})).toEqual(['sender']);
    }
  });
});
