/**
 * Where players' phones and the projector reach the server: `GET /api/site` answers the public URL
 * every public link and QR code is built from (the server's ARBITER_PUBLIC_URL, else its first LAN
 * address), and whether that URL only reaches the server's own machine (127.0.0.1).
 */
import { useOperation } from './operations';

export interface Site {
  /** The public URL, without a trailing slash. */
  readonly publicUrl: string;
  /** True when the public URL is loopback: phones cannot open it. */
  readonly loopback: boolean;
}

/** The public URL (undefined while it loads); the page's own origin when the server has none. */
export function useSite(): Site | undefined {
  const answer = useOperation('site', {});
  if (answer.data)
    return { publicUrl: answer.data.publicUrl ?? location.origin, loopback: answer.data.loopback };
  if (answer.error)
    return { publicUrl: location.origin, loopback: /^(localhost|127\.|\[::1\])/.test(location.hostname) };
  return undefined;
}
