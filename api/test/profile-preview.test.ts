import { describe, expect, it } from 'vitest';
import { testApp } from './helpers/app.ts';
import { createDraftPractice } from './helpers/factories.ts';
import { call, practiceOwner, signedInAccount, signIn } from './helpers/sessions.ts';

// A therapist sees their profile as its page will show it before it is verified and listed; nobody
// else learns that an unlisted profile is there.
describe('profile preview', async () => {
  const { app, db } = await testApp();
  const draft = await createDraftPractice(db);
  const owner = await signIn(app, draft.user.email);
  const preview = (cookie?: string, slug = draft.therapist.slug) =>
    call(app, 'GET', `/api/v1/therapists/${slug}/preview?locale=de`, cookie);

  it('shows the owner their unverified, unlisted profile, never cached', async () => {
    await db.updateTable('therapist').set({ listed: false }).where('id', '=', draft.therapist.id).execute();
    expect((await call(app, 'GET', `/api/v1/therapists/${draft.therapist.slug}`)).statusCode).toBe(404);

    const response = await preview(owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toMatchObject({
      slug: draft.therapist.slug,
      name: draft.therapist.name,
      verified: false,
      url: `/find-a-therapist/berlin/${draft.therapist.slug}`,
      locations: [{ city: { slug: 'berlin', name: 'Berlin' }, district: { slug: 'kreuzberg' } }],
    });
  });

  it('shows admins any profile', async () => {
    const admin = await signedInAccount(app, db, 'admin');
    const response = await preview(admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe(draft.therapist.name);
  });

  it('says a verified, listed profile is verified', async () => {
    const listed = await practiceOwner(app, db, { place: 'hamburg' });
    const response = await preview(listed.cookie, listed.slug);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ verified: true, url: `/find-a-therapist/hamburg/${listed.slug}` });
  });

  it('answers another therapist as if there were no such profile, refuses clients and asks visitors to sign in', async () => {
    const other = await practiceOwner(app, db, { place: 'hamburg' });
    const colleague = await preview(other.cookie);
    expect(colleague.statusCode).toBe(404);
    expect(colleague.json().code).toBe('NOT_FOUND');
    // The same answer as for an address nobody has.
    expect((await preview(owner, 'nobody-has-this-address')).json()).toEqual(colleague.json());

    const client = await signedInAccount(app, db, 'client');
    expect((await preview(client.cookie)).statusCode).toBe(403);
    const visitor = await preview();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('UNAUTHENTICATED');
  });

  it('writes nothing to the client access log: a profile is not a client’s record', async () => {
    expect((await preview(owner)).statusCode).toBe(200);
    const logged = await db.selectFrom('clientAccessLog').select('id').where('userId', '=', draft.user.id).execute();
    expect(logged).toEqual([]);
  });
});
