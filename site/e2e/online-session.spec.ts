import type { Me } from '@calma/api/contract';
import type { Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { signInAsDemo } from './demo-accounts.ts';
import { expect, test } from './fixtures.ts';
import { SECOND_INSTANCE } from './servers.ts';
import { FAKE_MEDIA_FLAGS, peerReports, watchPeerConnections } from './video-fixtures.ts';

const THERAPIST = 'therapist@demo.calma.test';

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: FAKE_MEDIA_FLAGS } });

async function signedIn(page: Page, email: string) {
  await page.goto('/dashboard');
  await signInAsDemo(page, email);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
}

test('spike: a guest on the second instance relays through coturn to the therapist on the first', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const therapistContext = await browser.newContext();
  const therapist = await therapistContext.newPage();
  await signedIn(therapist, THERAPIST);
  const me = (await (await therapist.request.get('/api/v1/auth/me')).json()) as Me;
  const slug = me.therapistSlug as string;
  expect((await therapist.request.put('/api/v1/waiting-room/settings', { data: { open: true } })).status()).toBe(200);

  const guestContext = await browser.newContext({ baseURL: SECOND_INSTANCE.url });
  const guest = await guestContext.newPage();
  const entered = await guest.request.post(`/api/v1/rooms/${slug}/waiting`, { data: { name: 'Spike Guest' } });
  expect(entered.status()).toBe(201);
  const entry = (await entered.json()) as { id: string; key: string };
  const admitted = await therapist.request.post(`/api/v1/waiting-room/${entry.id}/admit`);
  expect(admitted.status()).toBe(200);
  const { call: therapistCall } = (await admitted.json()) as { call: string };
  const status = (await (await guest.request.get(`/api/v1/waiting/${entry.id}?key=${entry.key}`)).json()) as {
    call: string;
  };
  const guestView = (await (await guest.request.get(`/api/v1/calls/${status.call}`)).json()) as {
    iceServers: RTCIceServer[];
  };
  const therapistView = (await (await therapist.request.get(`/api/v1/calls/${therapistCall}`)).json()) as {
    iceServers: RTCIceServer[];
  };
  console.log(JSON.stringify({ guest: guestView.iceServers, therapist: therapistView.iceServers }));

  await guest.addInitScript(watchPeerConnections, { relayOnly: true });
  await therapist.addInitScript(watchPeerConnections, { relayOnly: false });
  await guest.goto(`/video/${status.call}`);
  await therapist.goto(`/video/${therapistCall}`);

  const start = (iceServers: RTCIceServer[]) => {
    const pc = new RTCPeerConnection({ iceServers });
    (window as unknown as { pc: RTCPeerConnection }).pc = pc;
    (window as unknown as { candidates: RTCIceCandidateInit[] }).candidates = [];
    pc.onicecandidate = (e) => {
      if (e.candidate)
        (window as unknown as { candidates: RTCIceCandidateInit[] }).candidates.push(e.candidate.toJSON());
    };
    const video = document.createElement('video');
    video.autoplay = true;
    video.muted = true;
    document.body.append(video);
    pc.ontrack = (e) => {
      video.srcObject = e.streams[0] ?? new MediaStream([e.track]);
    };
    return navigator.mediaDevices.getUserMedia({ video: true, audio: true }).then((stream) => {
      for (const track of stream.getTracks()) pc.addTrack(track, stream);
    });
  };
  await guest.evaluate(start, guestView.iceServers);
  await therapist.evaluate(start, therapistView.iceServers);
  type W = { pc: RTCPeerConnection; candidates: RTCIceCandidateInit[] };
  const offer = await guest.evaluate(async () => {
    const pc = (window as unknown as W).pc;
    await pc.setLocalDescription();
    return pc.localDescription?.toJSON();
  });
  const answer = await therapist.evaluate(async (offer) => {
    const pc = (window as unknown as W).pc;
    await pc.setRemoteDescription(offer as RTCSessionDescriptionInit);
    await pc.setLocalDescription();
    return pc.localDescription?.toJSON();
  }, offer);
  await guest.evaluate(
    (answer) => (window as unknown as W).pc.setRemoteDescription(answer as RTCSessionDescriptionInit),
    answer,
  );
  const exchange = async () => {
    const fromGuest = await guest.evaluate(() => (window as unknown as W).candidates.splice(0));
    const fromTherapist = await therapist.evaluate(() => (window as unknown as W).candidates.splice(0));
    await therapist.evaluate(
      (list) => Promise.all(list.map((c) => (window as unknown as W).pc.addIceCandidate(c))),
      fromGuest,
    );
    await guest.evaluate(
      (list) => Promise.all(list.map((c) => (window as unknown as W).pc.addIceCandidate(c))),
      fromTherapist,
    );
    return [fromGuest.length, fromTherapist.length];
  };
  const started = Date.now();
  await expect
    .poll(async () => {
      await exchange();
      const [g] = await guest.evaluate(peerReports);
      return g?.connectionState;
    })
    .toBe('connected');
  console.log(`connected after ${Date.now() - started} ms`);
  await expect.poll(async () => (await guest.evaluate(peerReports))[0]?.framesDecoded ?? 0).toBeGreaterThan(10);
  await expect.poll(async () => (await therapist.evaluate(peerReports))[0]?.framesDecoded ?? 0).toBeGreaterThan(10);
  const [g] = await guest.evaluate(peerReports);
  const [t] = await therapist.evaluate(peerReports);
  console.log(JSON.stringify({ g, t }));
  expect(g?.localCandidate).toBe('relay');
  expect(g?.iceTransportPolicy).toBe('relay');

  expect((await therapist.request.put('/api/v1/waiting-room/settings', { data: { open: false } })).status()).toBe(200);
  await guestContext.close();
  await therapistContext.close();
});
