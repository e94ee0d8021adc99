import { describe, expect, it } from 'vitest';
import { isPlainPath, undecodableQueryParameters } from './request-target.ts';

describe('plain paths', () => {
  it('refuses every spelling of a dot segment, a backslash and an escaped separator', () => {
    for (const path of [
      '/embed/../dashboard',
      '/embed/./x',
      '/embed/%2e%2e/dashboard',
      '/embed/%2E%2E/dashboard',
      '/embed/.%2e/dashboard',
      '/embed/%2e./dashboard',
      '/embed/x/%2e',
      '/de/embed/..%2fdashboard',
      '/de/embed/..%2Fdashboard',
      '/embed/..%5cdashboard',
      '/embed\\..\\dashboard',
      '/embed/.\t./dashboard',
      '/embed/x\n',
      '/..',
      '/embed/%ED%A0%80/card',
      '/embed/anna%FF/card',
      '/embed/100%/card',
    ]) {
      expect(isPlainPath(path), JSON.stringify(path)).toBe(false);
    }
  });

  it('takes paths whose dots and escapes are part of a name', () => {
    for (const path of [
      '/',
      '/embed/anna-berg/card',
      '/embed.js',
      '/video/abc.def',
      '/find-a-therapist/berlin/x...y',
      '/de/embed/anna%20berg/badge/teal',
      '/uploads/media/a.b.webp',
      '/api/v1/therapists/%E2%80%A6',
      '//x',
    ]) {
      expect(isPlainPath(path), path).toBe(true);
    }
  });
});

describe('query strings that do not decode', () => {
  it('names the parameters whose escapes are not UTF-8', () => {
    expect(undecodableQueryParameters('q=%ED%A0%80&page=2&from=%FF')).toEqual(['q', 'from']);
    expect(undecodableQueryParameters('%C3=1&x%20y=%C3')).toEqual(['%C3', 'x y']);
  });

  it('reads a % that starts no escape as itself, and text in any script', () => {
    expect(undecodableQueryParameters('q=100%&r=%ZZ&s=%E2%82%AC+and+%F0%9F%8C%BF&t&=&')).toEqual([]);
  });
});
