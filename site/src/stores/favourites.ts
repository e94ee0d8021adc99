import type { Favourites } from '@calma/api/contract';
import { atom, onMount } from 'nanostores';
import { apiFetch, mayHaveSession } from '../lib/session.ts';

/**
 * Where favourites live: on this device for visitors (localStorage), in the account for signed-in
 * clients. `loading` until we know which.
 */
export type FavouritesMode = 'loading' | 'device' | 'account';

/** Profile slugs of the saved therapists, most recent first. Every heart button on a page shares it. */
export const $favourites = atom<readonly string[]>([]);
export const $favouritesMode = atom<FavouritesMode>('loading');

const STORAGE_KEY = 'calma.favourites';
// The most the API merges at once; a device keeping more would lose the oldest at sign-in anyway.
const DEVICE_LIMIT = 100;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const json = { accept: 'application/json' };

function readDevice(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((s): s is string => typeof s === 'string' && SLUG.test(s)).slice(0, DEVICE_LIMIT)
      : [];
  } catch {
    return [];
  }
}

function writeDevice(slugs: readonly string[]): void {
  try {
    if (slugs.length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(slugs));
  } catch {
    // Storage is full or blocked (private browsing): the hearts still work for this page.
  }
}

async function isClient(): Promise<boolean> {
  if (!mayHaveSession()) return false;
  try {
    const response = await apiFetch('/api/v1/auth/me', { headers: json });
    return response.ok && ['client', 'therapist'].includes(((await response.json()) as { role: string }).role);
  } catch {
    return false;
  }
}

/**
 * Reads this device's favourites, then, for a signed-in client, hands them to the account (the
 * merge on sign-in) and from then on follows the account. If the account cannot be reached, the
 * device keeps them and the next page load tries again.
 */
async function initialise(): Promise<void> {
  const device = readDevice();
  $favourites.set(device);
  if (await isClient()) {
    try {
      const response =
        device.length > 0
          ? await apiFetch('/api/v1/favourites/merge', {
              method: 'POST',
              headers: { ...json, 'content-type': 'application/json' },
              body: JSON.stringify({ slugs: device }),
            })
          : await apiFetch('/api/v1/favourites', { headers: json });
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as Favourites;
      writeDevice([]);
      $favourites.set(body.therapists.map((t) => t.slug));
      $favouritesMode.set('account');
      return;
    } catch {
      // Fall through to the device.
    }
  }
  $favouritesMode.set('device');
  // Another tab changed this device's favourites: show the same here.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY && $favouritesMode.get() === 'device') $favourites.set(readDevice());
  });
}

let ready: Promise<void> | undefined;

/** Resolves once the store knows whose favourites it holds (and any merge is done). */
export function favouritesReady(): Promise<void> {
  ready ??= initialise();
  return ready;
}

onMount($favourites, () => {
  // Server rendering reads the store too; only a browser has a device or a session.
  if (typeof window !== 'undefined') void favouritesReady();
});

/**
 * Saves or removes a therapist: at once on screen, then on the device or in the account. Answers
 * false (and puts things back) when the account could not be updated.
 */
export async function setFavourite(slug: string, saved: boolean): Promise<boolean> {
  await favouritesReady();
  const before = $favourites.get();
  const without = before.filter((s) => s !== slug);
  $favourites.set(saved ? [slug, ...without] : without);
  if ($favouritesMode.get() === 'device') {
    const next = $favourites.get().slice(0, DEVICE_LIMIT);
    $favourites.set(next);
    writeDevice(next);
    return true;
  }
  try {
    const response = await apiFetch(`/api/v1/favourites/${encodeURIComponent(slug)}`, {
      method: saved ? 'PUT' : 'DELETE',
      headers: json,
    });
    // Removing a profile that has since gone is done all the same.
    if (response.ok || (!saved && response.status === 404)) return true;
  } catch {
    // Handled below, like a refusal.
  }
  const current = $favourites.get().filter((s) => s !== slug);
  if (saved) $favourites.set(current);
  else {
    const at = Math.max(0, before.indexOf(slug));
    $favourites.set([...current.slice(0, at), slug, ...current.slice(at)]);
  }
  return false;
}
