import type { LookupAddress, LookupOptions } from 'node:dns';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchPublicText, isPublicAddress, PublicFetchError, pinnedLookup } from './public-fetch.ts';

describe('which addresses count as public', () => {
  it.each([
    ['::ffff:127.0.0.1', 'loopback written as IPv4-mapped IPv6'],
    ['::ffff:a9fe:a9fe', 'the cloud metadata address written as IPv4-mapped IPv6 in hex'],
    ['::', 'the unspecified IPv6 address'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT, top of the range'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.254', 'benchmarking, top of the range'],
    ['127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.254', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['0.0.0.0', 'unspecified'],
    ['::1', 'IPv6 loopback'],
    ['fc00::', 'IPv6 unique local'],
    ['fe80::', 'IPv6 link-local'],
    ['2002:7f00:1::', '6to4 wrapping 127.0.0.1'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['64:ff9b::7f00:1', 'NAT64 wrapping 127.0.0.1'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['not an address', 'not an address at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '2606:4700:4700::1111', '::ffff:93.184.215.14'])('lets %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('the connection’s lookup', () => {
  const checked: LookupAddress[] = [
    { address: '93.184.215.14', family: 4 },
    { address: '2606:4700:4700::1111', family: 6 },
  ];
  const ask = (options: LookupOptions) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
      pinnedLookup(checked)('calendar.example', options, (error, address, family) =>
        resolve({ error, address, family }),
      ),
    );

  it('answers only with the checked addresses, in both shapes Node asks for', async () => {
    expect(await ask({ all: true })).toMatchObject({ error: null, address: checked });
    expect(await ask({})).toMatchObject({ error: null, address: '93.184.215.14', family: 4 });
    expect(await ask({ family: 6 })).toMatchObject({ error: null, address: '2606:4700:4700::1111', family: 6 });
  });
});

describe('fetching a URL a user gave', async () => {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/moved') {
      response.writeHead(302, { location: `http://127.0.0.2:${port()}/inside` }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/calendar' }).end('BEGIN:VCALENDAR');
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = () => (server.address() as AddressInfo).port;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A DNS server whose answers change from one question to the next, as in DNS rebinding. */
  const rebinding = (...answers: string[][]) => {
    let asked = 0;
    const resolve = async () => {
      const answer = answers[Math.min(asked, answers.length - 1)] ?? [];
      asked++;
      return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
    return { resolve, asked: () => asked };
  };
  const onlyThisServer = (address: string) => address === '127.0.0.1';

  it('connects to the address it checked, even when DNS would answer differently the second time', async () => {
    // 192.0.2.1 (TEST-NET) answers nothing: asking DNS again would leave the fetch hanging there,
    // and the system resolver does not know calendar.test at all.
    const dns = rebinding(['127.0.0.1'], ['192.0.2.1']);
    const text = await fetchPublicText(`http://calendar.test:${port()}/pinned.ics`, {
      allowAddress: onlyThisServer,
      resolve: dns.resolve,
      maxBytes: 1000,
      timeoutMs: 2000,
    });
    expect(text).toBe('BEGIN:VCALENDAR');
    expect(dns.asked()).toBe(1);
    expect(requests).toContain('/pinned.ics');
  });

  it('refuses a name when any one of its addresses is not allowed, and never connects', async () => {
    const dns = rebinding(['93.184.215.14', '127.0.0.1']);
    const fetching = fetchPublicText(`http://calendar.test:${port()}/mixed.ics`, {
      resolve: dns.resolve,
      maxBytes: 1000,
    });
    await expect(fetching).rejects.toMatchObject({ reason: 'ADDRESS_REFUSED' });
    expect(requests).not.toContain('/mixed.ics');
  });

  it('checks every redirect as it checks the first address', async () => {
    const fetching = fetchPublicText(`http://127.0.0.1:${port()}/moved`, {
      allowAddress: onlyThisServer,
      maxBytes: 1000,
    });
    await expect(fetching).rejects.toBeInstanceOf(PublicFetchError);
    await expect(fetching).rejects.toMatchObject({ reason: 'ADDRESS_REFUSED' });
    expect(requests).not.toContain('/inside');
  });

  it('stops reading an answer larger than allowed', async () => {
    const fetching = fetchPublicText(`http://127.0.0.1:${port()}/big.ics`, {
      allowAddress: onlyThisServer,
      maxBytes: 5,
    });
    await expect(fetching).rejects.toMatchObject({ reason: 'TOO_LARGE' });
  });
});
