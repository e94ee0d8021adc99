import { createHmac } from 'node:crypto';
import type { Config } from '../config.ts';

export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/** How long relay credentials last: a long session, and a reconnection near its end. */
export const RELAY_CREDENTIAL_SECONDS = 4 * 60 * 60;

/**
 * The STUN and TURN servers a participant's browser may use. Relay credentials follow coturn's
 * REST API (`use-auth-secret`): the username is the expiry and who it is for, the password the
 * HMAC-SHA1 of the username under the shared secret, so nothing is stored and they lapse alone.
 */
export function iceServers(ice: Config['ice'], who: string, now = new Date()): IceServer[] {
  const servers: IceServer[] = [];
  if (ice.stunUrls.length > 0) servers.push({ urls: ice.stunUrls });
  if (ice.turn) {
    const username = `${Math.floor(now.getTime() / 1000) + RELAY_CREDENTIAL_SECONDS}:${who}`;
    const credential = createHmac('sha1', ice.turn.secret).update(username).digest('base64');
    servers.push({ urls: ice.turn.urls, username, credential });
  }
  return servers;
}
