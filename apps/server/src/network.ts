/**
 * Where the server can be reached, for the start line, `npm start`'s welcome and every public
 * link and QR code (issue 32, part 2). In a hall the players' phones and the projector reach the
 * server by this machine's LAN address, never by 127.0.0.1: so the server listens on every
 * interface by default, prints its LAN address(es) beside the local one, and builds public links
 * from the **public URL** (`ARBITER_PUBLIC_URL`, else the first LAN address, else the local one).
 */
import os from 'node:os';

/** The host to listen on when `HOST` is not set: every IPv4 interface. */
export const DEFAULT_HOST = '0.0.0.0';

const WILDCARDS = new Set(['0.0.0.0', '::', '']);

/** True for an address or host name that only this machine reaches. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || h === '::ffff:127.0.0.1'
  );
}

/** This machine's IPv4 addresses that other machines can reach (no loopback, no link-local 169.254/16). */
export function lanAddresses(
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces(),
): string[] {
  const found: string[] = [];
  for (const infos of Object.values(interfaces))
    for (const info of infos ?? [])
      if (info.family === 'IPv4' && !info.internal && !info.address.startsWith('169.254.'))
        found.push(info.address);
  return found;
}

function urlOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** The server's addresses once it listens on `host`:`port`. */
export interface Reach {
  /** The address this machine uses (loopback when listening everywhere): the start line's `url`. */
  readonly local: string;
  /** The LAN addresses other machines use (none when listening on loopback only). */
  readonly lan: readonly string[];
  /** What public links and QR codes are built from. */
  readonly publicUrl: string;
  /** The public URL reaches this machine only (phones cannot open it). */
  readonly publicIsLoopback: boolean;
}

/** Works out the local, LAN and public addresses of a server bound to `host`:`port`. */
export function reachOf(
  host: string,
  port: number,
  configuredPublicUrl: string | null,
  interfaces?: NodeJS.Dict<os.NetworkInterfaceInfo[]>,
): Reach {
  const everywhere = WILDCARDS.has(host);
  const local = urlOf(everywhere ? '127.0.0.1' : host, port);
  const lan = everywhere
    ? lanAddresses(interfaces).map((a) => urlOf(a, port))
    : isLoopback(host)
      ? []
      : [local];
  const publicUrl = configuredPublicUrl ?? lan[0] ?? local;
  return { local, lan, publicUrl, publicIsLoopback: isLoopback(new URL(publicUrl).hostname) };
}

/** `ARBITER_PUBLIC_URL` checked: an http(s) URL without query or fragment, without its trailing slash. */
export function publicUrlOf(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`ARBITER_PUBLIC_URL must be an http:// or https:// address (got "${raw}")`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash)
    throw new Error(`ARBITER_PUBLIC_URL must be an http:// or https:// address (got "${raw}")`);
  return url.toString().replace(/\/+$/, '');
}
