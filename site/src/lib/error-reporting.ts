import { withoutCapabilities } from '@calma/api/contract';

// Browser error reporting: inactive unless the server has a Sentry DSN. Settings come from the
// API at run time, so one build serves every environment; envelopes go through the same-site
// tunnel (/api/monitoring), which the page's CSP (connect-src 'self') allows. The SDK is loaded
// only when reporting is on, so pages do not carry it otherwise.
interface ClientConfig {
  errorReporting: { dsn: string; environment: string; tunnel: string } | null;
}

/**
 * A URL without its query string's values (`?key=abc` → `?key=[removed]`) or the tokens in its path
 * (`/invoice/{token}` → `/invoice/[removed]`).
 */
export function scrubbed(url: string): string {
  return withoutCapabilities(url).replace(/([?&][^=&#]+)=[^&#]*/g, '$1=[removed]');
}

async function start() {
  const response = await fetch('/api/client-config', { headers: { accept: 'application/json' } });
  if (!response.ok) return;
  const { errorReporting } = (await response.json()) as ClientConfig;
  if (!errorReporting) return;
  const Sentry = await import('@sentry/astro');
  Sentry.init({
    ...errorReporting,
    sendDefaultPii: false,
    tracesSampleRate: 0,
    // Links in emails carry capabilities (an appointment's key, a reset token): never report them.
    beforeSend(event) {
      if (event.request?.url) event.request.url = scrubbed(event.request.url);
      return event;
    },
    beforeBreadcrumb(breadcrumb) {
      for (const field of ['url', 'from', 'to'] as const) {
        const value = breadcrumb.data?.[field];
        if (typeof value === 'string' && breadcrumb.data) breadcrumb.data[field] = scrubbed(value);
      }
      return breadcrumb;
    },
  });
}

start().catch(() => {
  // Reporting must never break the page it reports on.
});
