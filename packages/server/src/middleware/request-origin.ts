import type { Context } from 'koa';

/** A host name or IPv4 address, or an IPv6 address in brackets, with an optional port. */
const PLAIN_HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/;

/** What stands for a Host header that is not a plain host: never a name a visitor typed. */
export const FALLBACK_HOST = 'localhost';

/**
 * The host the request was sent to (Host, or X-Forwarded-Host behind a trusted proxy), lower
 * case, when it is a plain host name or address with a port from 1 to 65535; undefined for
 * anything else (spaces, `@`, a path, an unclosed bracket, a list, a port past 65535), which is
 * never repeated back nor parsed as an address.
 */
export function requestHost(ctx: Context): string | undefined {
  const host = ctx.host;
  const plain = PLAIN_HOST.exec(host);
  if (!plain) return undefined;
  const port = plain[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return undefined;
  if (!URL.canParse(`http://${host}/`)) return undefined;
  return host.toLowerCase();
}

/** The host the request was sent to without its port (`[::1]` for IPv6), as requestHost. */
export function requestHostname(ctx: Context): string | undefined {
  return requestHost(ctx)?.replace(/:\d+$/, '');
}

/**
 * The protocol the request came over: `https` when it came over TLS, or behind a trusted proxy
 * whose X-Forwarded-Proto says so (in any case); `http` for anything else that header holds.
 */
export const requestProtocol = (ctx: Context): 'http' | 'https' =>
  ctx.protocol.trim().toLowerCase() === 'https' ? 'https' : 'http';

/**
 * The origin the request was sent to: protocol and host as above, `http://localhost` standing
 * for a host that is not a plain one. Not `ctx.origin`, which in Koa 3 is the caller's `Origin`
 * header, and never a value a URL parser could refuse: the one place the server reads these
 * headers for an address.
 */
export const requestOrigin = (ctx: Context): string =>
  `${requestProtocol(ctx)}://${requestHost(ctx) ?? FALLBACK_HOST}`;
