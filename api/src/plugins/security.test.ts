import { describe, expect, it } from 'vitest';
import { frameAncestorsFor, isCallPath, isEmbedPath, joinPolicies, permissionsPolicyFor } from './security.ts';

describe('headers chosen by path', () => {
  it('lets any site frame embeds, in every language, and nothing else', () => {
    for (const url of ['/embed/booking/anna-berg', '/de/embed/booking/anna-berg?theme=dark', '/pt/embed/x']) {
      expect(isEmbedPath(url)).toBe(true);
      expect(frameAncestorsFor(url)).toBe('*');
    }
    for (const url of ['/', '/embed', '/embedded/x', '/api/v1/embed/x', '/find-a-therapist?embed/x', '/xx/embed/x']) {
      expect(isEmbedPath(url)).toBe(false);
      expect(frameAncestorsFor(url)).toBe("'none'");
    }
  });

  it('grants nothing to a path that another reader resolves to a different page', () => {
    for (const url of [
      '/embed/%2e%2e/dashboard',
      '/de/embed/..%2fdashboard',
      '/embed/.%2E/find-a-therapist?x=1',
      '/embed\\..\\dashboard',
      '/embed/%ED%A0%80/card',
    ]) {
      expect(frameAncestorsFor(url), url).toBe("'none'");
    }
    expect(isCallPath('/video/%2e%2e/dashboard')).toBe(false);
    expect(permissionsPolicyFor('/de/online-session/%2e%2e/%2e%2e/dashboard')).toContain('camera=()');
  });

  it('allows camera and microphone only on video session pages', () => {
    for (const url of ['/online-session/abc', '/de/online-session/abc?x=1', '/video/abc.def', '/nl/video/abc.def']) {
      expect(isCallPath(url)).toBe(true);
      expect(permissionsPolicyFor(url)).toBe(
        'camera=(self), microphone=(self), display-capture=(self), geolocation=(), payment=()',
      );
    }
    for (const url of [
      '/',
      '/sessions',
      '/dashboard/sessions',
      '/api/v1/calls/x',
      '/embed/video/x',
      '/dashboard/waiting-room',
    ]) {
      expect(isCallPath(url)).toBe(false);
      expect(permissionsPolicyFor(url)).toBe(
        'camera=(), microphone=(), display-capture=(), geolocation=(), payment=()',
      );
    }
  });
});

const server = "base-uri 'self';object-src 'none';frame-ancestors 'none';form-action 'self'";
const page = "default-src 'self';img-src 'self' data:; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='";

describe('one policy out of the server’s and a page’s', () => {
  it('keeps every directive of both', () => {
    expect(joinPolicies(server, page)).toBe(
      "default-src 'self'; img-src 'self' data:; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='; " +
        "base-uri 'self'; object-src 'none'; frame-ancestors 'none'; form-action 'self'",
    );
  });

  it('lets no page relax a directive the server sets', () => {
    const joined = joinPolicies(server, "frame-ancestors *; FORM-ACTION https:; script-src 'self'");
    expect(joined).toContain("frame-ancestors 'none'");
    expect(joined).toContain("form-action 'self'");
    expect(joined).not.toMatch(/frame-ancestors \*|https:/);
  });

  it('reads a policy as browsers do: the first directive of a name counts, blanks are ignored', () => {
    expect(joinPolicies('upgrade-insecure-requests', "script-src 'self'; script-src *;;  ")).toBe(
      "script-src 'self'; upgrade-insecure-requests",
    );
  });
});
