import type { ChosenDevices, Media } from '../room-entry.ts';

// What the device check decides without the browser's media: why a camera or microphone was
// refused, what to ask for, the devices grouped by kind, which can be chosen, and the level meter.

export type Problem = 'denied' | 'missing' | 'busy' | 'unavailable' | 'failed';

export interface Devices {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
}

export const NO_DEVICES: Devices = { cameras: [], microphones: [], speakers: [] };

/** Why `getUserMedia` refused, in the words the page explains. */
export function problemOf(error: unknown): Problem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/** A refusal that asking for the browser's default devices may get past: the device kept from an earlier visit is gone. */
export const deviceGone = (error: unknown) =>
  (error as Error).name === 'OverconstrainedError' || (error as Error).name === 'NotFoundError';

/** What to ask the browser for: the chosen microphone, and the chosen camera when taking part with video. */
export function wanted(media: Media, chosen: ChosenDevices): MediaStreamConstraints {
  const exact = (deviceId: string | undefined) => (deviceId ? { deviceId: { exact: deviceId } } : true);
  return { audio: exact(chosen.microphone), video: media === 'video' ? exact(chosen.camera) : false };
}

/** The browser's devices by kind; speakers without an id (not yet allowed) are left out. */
export const byKind = (list: readonly MediaDeviceInfo[]): Devices => ({
  cameras: list.filter((d) => d.kind === 'videoinput'),
  microphones: list.filter((d) => d.kind === 'audioinput'),
  speakers: list.filter((d) => d.kind === 'audiooutput' && d.deviceId !== ''),
});

/** The devices a select offers besides "the default": the browser's own default entry and unnamed ones are left out. */
export const choosable = (list: readonly MediaDeviceInfo[]) =>
  list.filter((d) => d.deviceId !== 'default' && d.deviceId !== '');

/** The select's value: the chosen device while it is there, else the default (''). */
export const selectedDevice = (list: readonly MediaDeviceInfo[], current: string | undefined) =>
  current && list.some((d) => d.deviceId === current) ? current : '';

/** The meter's reading (0–1) from the loudness (root mean square) of what the microphone hears. */
export function levelOf(samples: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += (samples[i] ?? 0) * (samples[i] ?? 0);
  return Math.min(1, Math.sqrt(sum / samples.length) * 5);
}

/** Whether the browser lets a page choose where sound plays (`setSinkId`; not in every browser). */
export const canChooseSpeaker = () =>
  typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
