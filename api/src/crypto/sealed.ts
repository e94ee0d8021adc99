import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Data sealed at rest with AES-256-GCM. A sealed value names the key that sealed it, so keys can
 * rotate: new data is sealed with the current (first) key, older keys still open what they
 * sealed. The purpose is authenticated with the data, so a value sealed for one purpose (a TOTP
 * secret) never opens as another (a sign-in cookie).
 *
 * Format: `s1.<key id>.<iv>.<ciphertext>.<tag>`, the last three base64url.
 */

export interface DataKey {
  id: string;
  key: Buffer;
}

export interface Sealer {
  seal(plaintext: string, purpose: string): string;
  /** The plaintext, or a SealedError when the value is damaged, forged, of another purpose or of an unknown key. */
  open(sealed: string, purpose: string): string;
  /** Whether the value was sealed with the current key (when not, seal it again to finish a rotation). */
  isCurrent(sealed: string): boolean;
}

export class SealedError extends Error {}

const VERSION = 's1';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** `id:base64key,id:base64key`, current first; every key 32 bytes, ids unique. */
export function parseDataKeys(value: string): DataKey[] {
  const keys = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(':');
      const id = entry.slice(0, at);
      if (at < 1 || !KEY_ID.test(id))
        throw new Error(`"${entry.slice(0, 8)}…" is not id:base64key (id: letters, digits, - or _)`);
      const key = Buffer.from(entry.slice(at + 1), 'base64');
      if (key.length !== 32)
        throw new Error(`key "${id}" is ${key.length} bytes; AES-256 needs 32 (base64 of 32 random bytes)`);
      return { id, key };
    });
  if (keys.length === 0) throw new Error('no keys given');
  const ids = keys.map((k) => k.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new Error(`key id "${twice}" appears twice`);
  return keys;
}

const aad = (keyId: string, purpose: string) => Buffer.from(`${VERSION}.${keyId}.${purpose}`, 'utf8');

export function createSealer(keys: readonly DataKey[]): Sealer {
  const [current] = keys;
  if (!current) throw new Error('createSealer needs at least one key');
  for (const k of keys) {
    if (!KEY_ID.test(k.id) || k.key.length !== 32)
      throw new Error(`data key "${k.id}" is not a 32-byte key with a plain id`);
  }
  const byId = new Map(keys.map((k) => [k.id, k.key]));

  return {
    seal(plaintext, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(current.id, purpose));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, current.id, iv, ciphertext, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    open(sealed, purpose) {
      const parts = sealed.split('.');
      const [version, keyId = '', iv, ciphertext, tag] = parts;
      if (
        parts.length !== 5 ||
        version !== VERSION ||
        iv === undefined ||
        ciphertext === undefined ||
        tag === undefined
      )
        throw new SealedError('Not a sealed value');
      const key = byId.get(keyId);
      if (!key) throw new SealedError(`Sealed with an unknown key "${keyId}"`);
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SealedError('Not a sealed value');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
        decipher.setAAD(aad(keyId, purpose));
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SealedError('The sealed value is damaged, forged or of another purpose');
      }
    },

    isCurrent(sealed) {
      return sealed.startsWith(`${VERSION}.${current.id}.`);
    },
  };
}
