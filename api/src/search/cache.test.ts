import { describe, expect, it } from 'vitest';
import { searchCache } from './cache.ts';

describe('searchCache', () => {
  it('answers an identical search from memory until cleared', async () => {
    const cache = searchCache<{ total: number }>({ ttlSeconds: 300 });
    let loads = 0;
    const load = async () => ({ total: ++loads });
    expect(await cache.get('q', load)).toEqual({ total: 1 });
    expect(await cache.get('q', load)).toEqual({ total: 1 });
    cache.clear();
    expect(await cache.get('q', load)).toEqual({ total: 2 });
  });

  it('does not keep an answer that was being loaded when the cache was cleared', async () => {
    const cache = searchCache<{ total: number }>({ ttlSeconds: 300 });
    let finish: (value: { total: number }) => void = () => {};
    const stale = cache.get('q', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish({ total: 1 });
    expect(await stale).toEqual({ total: 1 });
    expect(await cache.get('q', async () => ({ total: 0 }))).toEqual({ total: 0 });
  });

  it('loads every time when its lifetime is zero', async () => {
    const cache = searchCache<{ total: number }>({ ttlSeconds: 0 });
    let loads = 0;
    const load = async () => ({ total: ++loads });
    await cache.get('q', load);
    expect(await cache.get('q', load)).toEqual({ total: 2 });
  });
});
