/**
 * Where a widget's absolute links and images point: the host name the widget was asked for (any
 * name the platform answers to, not only the public URL's), with the public URL's scheme, since
 * behind a proxy that ends TLS the request itself arrives over plain HTTP.
 */
export const embedOrigin = (site: URL | undefined, url: URL): string => `${(site ?? url).protocol}//${url.host}`;
