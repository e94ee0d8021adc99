// Browser error reporting: inactive unless the server has a Sentry DSN. Settings come from the
// API at run time, so one build serves every environment; envelopes go through the same-site
// tunnel (/api/monitoring), which the page's CSP (connect-src 'self') allows. The SDK is loaded
// only when reporting is on, so pages do not carry it otherwise.
interface ClientConfig {
  errorReporting: { dsn: string; environment: string; tunnel: string } | null;
}

async function start() {
  const response = await fetch('/api/client-config', { headers: { accept: 'application/json' } });
  if (!response.ok) return;
  const { errorReporting } = (await response.json()) as ClientConfig;
  if (!errorReporting) return;
  const Sentry = await import('@sentry/astro');
  Sentry.init({ ...errorReporting, sendDefaultPii: false, tracesSampleRate: 0 });
}

start().catch(() => {
  // Reporting must never break the page it reports on.
});
