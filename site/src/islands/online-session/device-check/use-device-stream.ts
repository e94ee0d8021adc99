import { useEffect, useState } from 'react';
import type { ChosenDevices, Media } from '../room-entry.ts';
import { byKind, type Devices, deviceGone, levelOf, NO_DEVICES, type Problem, problemOf, wanted } from './devices.ts';

/** How often the level meter reads the microphone. */
const LEVEL_EVERY_MS = 100;

const stop = (stream: MediaStream | undefined) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * The camera and microphone as the check shows them: the stream (asked again whenever the choice
 * of media or device changes, a device is plugged in or out, or on "Try again"), why it was
 * refused, the devices there are, and the microphone's level.
 */
export function useDeviceStream(media: Media, chosen: ChosenDevices) {
  const [stream, setStream] = useState<MediaStream | undefined>();
  const [problem, setProblem] = useState<Problem | undefined>();
  const [devices, setDevices] = useState<Devices>(NO_DEVICES);
  const [attempt, setAttempt] = useState(0);
  const [level, setLevel] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how "Try again" asks once more.
  useEffect(() => {
    setLevel(0);
    if (media === 'none') {
      setProblem(undefined);
      return;
    }
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('unavailable');
      return;
    }
    let stopped = false;
    let current: MediaStream | undefined;
    const ask = (constraints: MediaStreamConstraints) => navigator.mediaDevices.getUserMedia(constraints);
    setProblem(undefined);
    ask(wanted(media, chosen))
      // A device kept from an earlier visit may be gone: the browser's default then.
      .catch((error: unknown) =>
        deviceGone(error) ? ask({ audio: true, video: media === 'video' }) : Promise.reject(error),
      )
      .then(async (granted) => {
        if (stopped) {
          stop(granted);
          return;
        }
        current = granted;
        setStream(granted);
        const list = await navigator.mediaDevices.enumerateDevices();
        if (stopped) return;
        setDevices(byKind(list));
      })
      .catch((error: unknown) => {
        if (!stopped) setProblem(problemOf(error));
      });
    return () => {
      stopped = true;
      stop(current);
      setStream(undefined);
    };
  }, [media, chosen.camera, chosen.microphone, attempt]);

  // A camera or microphone plugged in or out while the page is open.
  useEffect(() => {
    const mediaDevices = navigator.mediaDevices;
    if (!mediaDevices || !stream) return;
    const refresh = () => setAttempt((n) => n + 1);
    mediaDevices.addEventListener('devicechange', refresh);
    return () => mediaDevices.removeEventListener('devicechange', refresh);
  }, [stream]);

  // The microphone's level, read from what it hears.
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      if (context.state === 'suspended') void context.resume();
      analyser.getFloatTimeDomainData(samples);
      setLevel(levelOf(samples));
    }, LEVEL_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      void context.close();
    };
  }, [stream]);

  return { stream, problem, devices, level, retry: () => setAttempt((n) => n + 1) };
}
