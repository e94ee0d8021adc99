import { chosenDevices } from '../room-entry.ts';
import type { MediaState } from './mesh.ts';

// This browser's side of the call: the microphone, the camera and a shared screen, and which of
// them goes out. The call (`call.ts`) puts `outgoing()` on every connection and is told through
// `onOutgoing` when a track changes, so muting, switching devices or sharing the screen never
// needs a new offer.

/** What the person joins with: `?media=audio|none` in the address (the waiting room passes it). */
export type MediaMode = 'all' | 'audio' | 'none';

export const mediaMode = (value: string | null): MediaMode => (value === 'audio' || value === 'none' ? value : 'all');

/** Why a device could not be had: refused by the person or the browser, or not there at all. */
export type MediaProblem = 'denied' | 'missing' | 'unavailable';

export function problemOf(error: unknown): MediaProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'unavailable';
}

export interface Devices {
  microphones: MediaDeviceInfo[];
  cameras: MediaDeviceInfo[];
}

export class LocalMedia {
  mic: MediaStreamTrack | null = null;
  camera: MediaStreamTrack | null = null;
  screen: MediaStreamTrack | null = null;
  micOn = true;
  /** What the person's own tile shows. */
  preview = new MediaStream();
  onOutgoing: (kind: 'audio' | 'video', track: MediaStreamTrack | null) => void = () => {};
  onChange: () => void = () => {};

  /**
   * Opens the devices the mode asks for. With both asked and no camera, joins with sound only;
   * a refusal is returned for the page to explain (and the person to choose how to join).
   */
  static async open(mode: MediaMode): Promise<{ media: LocalMedia; problem: MediaProblem | null }> {
    const media = new LocalMedia();
    if (mode === 'none') return { media, problem: null };
    if (!navigator.mediaDevices?.getUserMedia) return { media, problem: 'unavailable' };
    try {
      // The camera and microphone chosen in the waiting room's device check, if they are still there.
      const chosen = chosenDevices();
      const prefer = (deviceId: string | undefined) => (deviceId ? { deviceId: { ideal: deviceId } } : true);
      const stream = await navigator.mediaDevices.getUserMedia({
        audio: prefer(chosen.microphone),
        video: mode === 'all' ? prefer(chosen.camera) : false,
      });
      media.mic = stream.getAudioTracks()[0] ?? null;
      media.camera = stream.getVideoTracks()[0] ?? null;
    } catch (error) {
      const problem = problemOf(error);
      if (mode === 'all' && problem === 'missing') return LocalMedia.open('audio');
      return { media, problem };
    }
    media.refreshPreview();
    return { media, problem: null };
  }

  /** What goes out of each kind: the shared screen before the camera; nothing while it is off. */
  outgoing(kind: 'audio' | 'video'): MediaStreamTrack | null {
    return kind === 'audio' ? this.mic : (this.screen ?? this.camera);
  }

  state(): MediaState {
    return { audio: this.mic !== null && this.micOn, video: this.camera !== null, screen: this.screen !== null };
  }

  setMic(on: boolean): void {
    this.micOn = on;
    if (this.mic) this.mic.enabled = on;
    this.onChange();
  }

  /** The camera off is stopped (its light goes out), not just darkened; on, it is opened again. */
  async setCamera(on: boolean, deviceId?: string): Promise<void> {
    if (!on) {
      this.camera?.stop();
      this.camera = null;
    } else {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: deviceId ? { deviceId: { exact: deviceId } } : true,
      });
      this.camera?.stop();
      this.camera = stream.getVideoTracks()[0] ?? null;
    }
    if (!this.screen) this.onOutgoing('video', this.camera);
    this.refreshPreview();
    this.onChange();
  }

  async chooseMicrophone(deviceId: string): Promise<void> {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: { deviceId: { exact: deviceId } } });
    const track = stream.getAudioTracks()[0] ?? null;
    if (track) track.enabled = this.micOn;
    this.mic?.stop();
    this.mic = track;
    this.onOutgoing('audio', track);
    this.onChange();
  }

  async shareScreen(): Promise<void> {
    const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    const track = stream.getVideoTracks()[0];
    if (!track) return;
    // The browser's own "Stop sharing" bar ends the track: go back to the camera then too.
    track.addEventListener('ended', () => {
      if (this.screen === track) this.stopScreen();
    });
    this.screen?.stop();
    this.screen = track;
    this.onOutgoing('video', track);
    this.refreshPreview();
    this.onChange();
  }

  stopScreen(): void {
    this.screen?.stop();
    this.screen = null;
    this.onOutgoing('video', this.camera);
    this.refreshPreview();
    this.onChange();
  }

  close(): void {
    for (const track of [this.mic, this.camera, this.screen]) track?.stop();
    this.mic = this.camera = this.screen = null;
    this.refreshPreview();
  }

  static async devices(): Promise<Devices> {
    const all = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
    // Before permission, browsers list devices without ids or names; those cannot be chosen.
    const usable = all.filter((d) => d.deviceId !== '');
    return {
      microphones: usable.filter((d) => d.kind === 'audioinput'),
      cameras: usable.filter((d) => d.kind === 'videoinput'),
    };
  }

  private refreshPreview(): void {
    // A new stream object, so a <video> showing it picks up the change.
    const video = this.screen ?? this.camera;
    this.preview = new MediaStream(video ? [video] : []);
  }
}
