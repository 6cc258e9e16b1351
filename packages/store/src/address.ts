/**
 * A store address, as a person writes it on a command line or in an environment variable,
 * read exactly: a directory path (PGlite), a `postgres://` or `postgresql://` URL, or
 * `memory://` (a throw-away PGlite that keeps nothing). Anything else that looks like a URL
 * (`postgres:/host/db` with one slash, `memory:`, `sqlite://x`) is refused, never taken as a
 * directory with a colon in its name; write `./name:x` for such a directory.
 */
import { refuse, err, ok, type Result } from '@arbiter/kernel';
import { storeCodes } from './messages';

/** Where a store lives, read from an address. */
export type StoreTarget =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'memory'; readonly dataDir: 'memory://' }
  | { readonly kind: 'postgres'; readonly url: string };

/**
 * The forms an address may take, for messages (the same words in both languages: they are
 * what is typed). The refusal's `detail` parameter says what was wrong, for logs.
 */
export const STORE_ADDRESS_FORMS = 'a directory path, postgres://… or postgresql://…, or memory://';

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

/** Reads a store address; `ERR_STORE_ADDRESS_INVALID` names the forms that work. */
export function parseStoreAddress(address: string): Result<StoreTarget> {
  const invalid = (detail: string) =>
    err(
      refuse(storeCodes, 'ERR_STORE_ADDRESS_INVALID', {
        address: address.slice(0, 200),
        detail,
        forms: STORE_ADDRESS_FORMS,
      }),
    );
  if (address.trim() === '') return invalid('it is empty');
  if ([...address].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return invalid('it holds a control character');
  const scheme = SCHEME.exec(address)?.[1];
  // A Windows drive (`C:\data`) is a path, not a scheme.
  if (scheme === undefined || (scheme.length === 1 && /^[A-Za-z]:[\\/]/.test(address)))
    return ok({ kind: 'pglite', dataDir: address });
  const lower = scheme.toLowerCase();
  if (lower === 'postgres' || lower === 'postgresql') {
    if (!address.slice(scheme.length + 1).startsWith('//'))
      return invalid(`a ${lower} URL starts with ${lower}:// (two slashes)`);
    try {
      new URL(address);
    } catch {
      return invalid('it is not a valid URL');
    }
    return ok({ kind: 'postgres', url: address });
  }
  if (lower === 'memory') {
    if (address !== 'memory://') return invalid('the in-memory store is written exactly memory://');
    return ok({ kind: 'memory', dataDir: 'memory://' });
  }
  return invalid(`the scheme ${scheme}: is not one the store knows`);
}
