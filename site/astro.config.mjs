// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import precompress from './precompress.mjs';

const site = process.env.PUBLIC_URL ?? 'http://localhost:3000';
// Uploaded photos and videos come from the site, or from the S3 bucket's origin when the API
// stores them there (the build passes it on from S3_PUBLIC_URL).
const media = ["'self'", process.env.CALMA_MEDIA_ORIGIN].filter(Boolean).join(' ');

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'directory' },
  // The page's policy (script and style hashes) goes out as one header with the server's own
  // directives (docs/decisions/003): on-demand pages join the two in src/middleware.ts, and
  // pre-rendered pages leave theirs in dist/_headers.json, not in a <meta> tag, for the server.
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  integrations: [react(), precompress()],
  // Sessions are not used by the site; the API owns sign-in state.
  session: false,
  i18n: {
    locales: ['en', 'de', 'nl', 'es', 'pt'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  security: {
    checkOrigin: true,
    csp: {
      directives: [
        "default-src 'self'",
        `img-src ${media} data:`,
        "font-src 'self'",
        "connect-src 'self'",
        `media-src ${media}`,
        "manifest-src 'self'",
      ],
    },
  },
  devToolbar: { enabled: false },
  // No code blocks in our content; Shiki's inline styles would also clash with the CSP.
  markdown: { syntaxHighlight: false },
});
