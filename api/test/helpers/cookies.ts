/** The cookies a browser would keep, by name; `update` folds in a response's Set-Cookie lines. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  update(response: { headers: Record<string, unknown> }): this {
    for (const line of [response.headers['set-cookie'] ?? []].flat() as string[]) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  get header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
