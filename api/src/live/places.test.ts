import { describe, expect, it } from 'vitest';
import { SocketPlaces } from './places.ts';

describe('places for open sockets', () => {
  const alice = { account: 'alice', address: '203.0.113.1' };

  it('refuses the next socket of a full account or address, before and as it opens', () => {
    const places = new SocketPlaces({ perAccount: 2, perAddress: 3 });
    const refused: string[] = [];
    places.onRefused((cap) => refused.push(cap));
    places.take(alice);
    places.take({ ...alice, address: '203.0.113.2' });
    expect(() => places.refuseWhenFull({ ...alice, address: '203.0.113.3' })).toThrow(
      expect.objectContaining({ code: 'TOO_MANY_SOCKETS', statusCode: 429 }),
    );
    // Two sockets admitted at the same moment: the one that opens second finds no place.
    expect(places.take({ ...alice, address: '203.0.113.4' })).toBeUndefined();
    places.take({ account: undefined, address: '203.0.113.1' });
    places.take({ account: 'bob', address: '203.0.113.1' });
    expect(places.take({ account: undefined, address: '203.0.113.1' })).toBeUndefined();
    expect(refused).toEqual(['account', 'account', 'address']);
  });

  it('gives a place back once, however often its socket says it closed', () => {
    const places = new SocketPlaces({ perAccount: 1, perAddress: 1 });
    const release = places.take(alice);
    expect(places.perAddress()).toEqual([1]);
    release?.();
    release?.();
    expect(places.perAddress()).toEqual([]);
    expect(places.take(alice)).toBeDefined();
    expect(places.take({ account: 'bob', address: '203.0.113.9' })).toBeDefined();
    expect(places.perAddress()).toEqual([1, 1]);
  });
});
