import type { MouseEvent } from 'react';
import { ensureSession } from '../../../lib/session.ts';

/**
 * Follows a download link (a file the browser saves, bytes untouched) after renewing a lapsed
 * session, which a plain link would not; a click that opens elsewhere (a new tab) is left alone.
 */
export function downloadAfterRenewing(event: MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  const href = event.currentTarget.href;
  void ensureSession()
    .catch(() => false)
    .then(() => window.location.assign(href));
}
