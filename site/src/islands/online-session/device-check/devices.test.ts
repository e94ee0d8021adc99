import { describe, expect, it } from 'vitest';
import { byKind, choosable, deviceGone, levelOf, problemOf, selectedDevice, wanted } from './devices.ts';

const device = (kind: MediaDeviceKind, deviceId: string, label = '') =>
  ({ kind, deviceId, label, groupId: '' }) as MediaDeviceInfo;
const refusal = (name: string) => Object.assign(new Error(name), { name });

describe('a refused camera or microphone', () => {
  it('is explained as not allowed, missing, busy, or failed', () => {
    expect(problemOf(refusal('NotAllowedError'))).toBe('denied');
    expect(problemOf(refusal('SecurityError'))).toBe('denied');
    expect(problemOf(refusal('NotFoundError'))).toBe('missing');
    expect(problemOf(refusal('OverconstrainedError'))).toBe('missing');
    expect(problemOf(refusal('NotReadableError'))).toBe('busy');
    expect(problemOf(refusal('TypeError'))).toBe('failed');
    expect(problemOf('nonsense')).toBe('failed');
  });

  it('is asked again with the default devices only when the kept device is gone', () => {
    expect(deviceGone(refusal('OverconstrainedError'))).toBe(true);
    expect(deviceGone(refusal('NotFoundError'))).toBe(true);
    expect(deviceGone(refusal('NotAllowedError'))).toBe(false);
  });
});

describe('what the check asks for', () => {
  it('is the chosen devices exactly, the camera only with video, the default where none is chosen', () => {
    expect(wanted('video', { camera: 'cam', microphone: 'mic' })).toEqual({
      audio: { deviceId: { exact: 'mic' } },
      video: { deviceId: { exact: 'cam' } },
    });
    expect(wanted('audio', { camera: 'cam' })).toEqual({ audio: true, video: false });
    expect(wanted('video', {})).toEqual({ audio: true, video: true });
  });
});

describe('the devices to choose from', () => {
  const list = [
    device('videoinput', 'cam-1', 'Front camera'),
    device('audioinput', 'default', 'Default'),
    device('audioinput', 'mic-1', 'Headset'),
    device('audiooutput', ''),
    device('audiooutput', 'spk-1', 'Speakers'),
  ];

  it('are grouped by kind, without speakers the page may not name yet', () => {
    const devices = byKind(list);
    expect(devices.cameras.map((d) => d.deviceId)).toEqual(['cam-1']);
    expect(devices.microphones.map((d) => d.deviceId)).toEqual(['default', 'mic-1']);
    expect(devices.speakers.map((d) => d.deviceId)).toEqual(['spk-1']);
  });

  it('leave out the browser’s own default entry, and show the chosen one only while it is there', () => {
    const microphones = byKind(list).microphones;
    expect(choosable(microphones).map((d) => d.deviceId)).toEqual(['mic-1']);
    expect(selectedDevice(microphones, 'mic-1')).toBe('mic-1');
    expect(selectedDevice(microphones, 'unplugged')).toBe('');
    expect(selectedDevice(microphones, undefined)).toBe('');
  });
});

describe('the level meter', () => {
  it('reads silence as 0 and loud sound as full', () => {
    expect(levelOf(new Float32Array(512))).toBe(0);
    expect(levelOf(new Float32Array(512).fill(0.5))).toBe(1);
    expect(levelOf(new Float32Array(512).fill(0.1))).toBeCloseTo(0.5, 5);
  });
});
