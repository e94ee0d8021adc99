// What the room's page keeps in this tab (sessionStorage), so a reload keeps the visitor's place:
// their waiting entry and its key, how they chose to take part, and the name they gave.

/** How the visitor takes part in the call: camera and microphone, sound only, or the chat only. */
export type Media = 'video' | 'audio' | 'none';

export interface KeptEntry {
  id: string;
  key: string;
  media: Media;
  name: string;
}

const storageKey = (slug: string) => `calma.waiting.${slug}`;

export function keptEntry(slug: string): KeptEntry | undefined {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(storageKey(slug)) ?? 'null') as KeptEntry | null;
    return kept && typeof kept.id === 'string' && typeof kept.key === 'string' ? kept : undefined;
  } catch {
    return undefined;
  }
}

export function keepEntry(slug: string, entry: KeptEntry): void {
  try {
    window.sessionStorage.setItem(storageKey(slug), JSON.stringify(entry));
  } catch {
    // Storage refused (private mode with no quota): the page still works, a reload just starts over.
  }
}

export function forgetEntry(slug: string): void {
  try {
    window.sessionStorage.removeItem(storageKey(slug));
  } catch {
    // Nothing was kept.
  }
}

/** The devices chosen in the check, for the call page to start with (kept across visits). */
export interface ChosenDevices {
  camera?: string;
  microphone?: string;
  speaker?: string;
}

const DEVICES_KEY = 'calma.devices';

export function chosenDevices(): ChosenDevices {
  try {
    return (JSON.parse(window.localStorage.getItem(DEVICES_KEY) ?? '{}') as ChosenDevices) ?? {};
  } catch {
    return {};
  }
}

export function keepDevices(devices: ChosenDevices): void {
  try {
    window.localStorage.setItem(DEVICES_KEY, JSON.stringify(devices));
  } catch {
    // Not kept: the call starts with the browser's default devices.
  }
}

/** The call's address, with how the visitor chose to take part when it is not camera and microphone. */
export const callHref = (callBase: string, call: string, media: Media) =>
  `${callBase}/${encodeURIComponent(call)}${media === 'video' ? '' : `?media=${media}`}`;
