import { canChooseSpeaker } from './devices.ts';

/** A short test tone (C5, fading in and out), through the chosen speaker where the browser lets a page choose. */
export async function playTone(speaker: string | undefined) {
  const context = new AudioContext();
  const tone = context.createOscillator();
  const gain = context.createGain();
  tone.frequency.value = 523.25;
  const now = context.currentTime;
  gain.gain.setValueAtTime(0.0001, now);
  gain.gain.exponentialRampToValueAtTime(0.25, now + 0.05);
  gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.8);
  tone.connect(gain);
  if (speaker && canChooseSpeaker()) {
    // Only a media element can choose its output everywhere setSinkId exists.
    const destination = context.createMediaStreamDestination();
    gain.connect(destination);
    const out = new Audio();
    out.srcObject = destination.stream;
    await out.setSinkId(speaker).catch(() => undefined);
    await out.play().catch(() => undefined);
  } else {
    gain.connect(context.destination);
  }
  tone.start(now);
  tone.stop(now + 0.85);
  tone.onended = () => void context.close();
}
