import { describe, expect, it } from 'vitest';
import { ISLAND_STYLE, islandStyleInHead } from './island-style.ts';

describe('islandStyleInHead', () => {
  it("moves Astro's island style from beside the first island to the end of the head", () => {
    const page = `<html><head><title>x</title></head><body><main><p>a</p>${ISLAND_STYLE}<astro-island></astro-island></main></body></html>`;
    expect(islandStyleInHead(page)).toBe(
      `<html><head><title>x</title>${ISLAND_STYLE}</head><body><main><p>a</p><astro-island></astro-island></main></body></html>`,
    );
  });

  it('leaves a page without islands, or with the style already in its head, as it is', () => {
    const plain = '<html><head></head><body><p>a</p></body></html>';
    expect(islandStyleInHead(plain)).toBe(plain);
    const done = `<html><head>${ISLAND_STYLE}</head><body><astro-island></astro-island></body></html>`;
    expect(islandStyleInHead(done)).toBe(done);
  });
});
