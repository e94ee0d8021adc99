/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** The API the build reads pre-rendered data from (set by `npm run build` / `npm start`). */
  readonly CALMA_API_URL?: string;
}

declare namespace App {
  interface Locals {
    /** The API, called in-process by on-demand pages (set by the server that mounts the site). */
    api?: (path: string, init?: { headers?: Record<string, string> }) => Promise<Response>;
    /**
     * The response's one Content-Security-Policy: the server's directives joined with the page's
     * own (script and style hashes). Set by the server that mounts the site; see src/middleware.ts.
     */
    securityPolicy?: (pagePolicy: string) => string;
  }
}
