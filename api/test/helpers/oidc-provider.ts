/// <reference path="./oidc-provider.d.ts" />
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  email: string;
  email_verified: boolean;
  name?: string;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, with one client
 * and the package's development login and consent pages, which accept any login name: the name
 * picks the account from `accounts` (add to it before signing in).
 */
export async function startTestProvider(options: { redirectUri: string; port?: number }) {
  const accounts = new Map<string, TestAccount>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { clientId: 'calma-test', clientSecret: 'calma-test-secret' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['calma-test-provider-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: async () => ({ sub: id, ...account }) } : undefined;
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    ...client,
    accounts,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;

/**
 * Goes through the provider's pages as a browser would (cookies, redirects, its plain HTML forms),
 * signing in as `login`, until the provider sends the browser back to `returnTo`; answers that URL.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, returnTo: string): Promise<URL> {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), value);
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

  let url = authorizationUrl;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(returnTo)) return new URL(url);
    const page = await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
    remember(page);
    const location = page.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await page.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`Unexpected page at ${url} (${page.status}): ${html.slice(0, 300)}`);
    const fields: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
    const submitted = await fetch(new URL(action.replace(/&amp;/g, '&'), url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    remember(submitted);
    const next = submitted.headers.get('location');
    if (!next) throw new Error(`The provider did not move on from ${prompt} (${submitted.status})`);
    url = new URL(next, url).href;
  }
  throw new Error('The provider never sent the browser back');
}
