import { describe, expect, it } from 'vitest';
import { frameAncestorsFor, isEmbedPath, isVideoPath, permissionsPolicyFor } from './security.ts';

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

  it('allows camera and microphone only on video session pages', () => {
    for (const url of ['/session/abc', '/de/session/abc?x=1', '/waiting-room/abc', '/nl/waiting-room/abc']) {
      expect(isVideoPath(url)).toBe(true);
      expect(permissionsPolicyFor(url)).toBe('camera=(self), microphone=(self), geolocation=(), payment=()');
    }
    for (const url of ['/', '/sessions', '/dashboard/sessions', '/api/v1/session/x', '/embed/session/x']) {
      expect(isVideoPath(url)).toBe(false);
      expect(permissionsPolicyFor(url)).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    }
  });
});
