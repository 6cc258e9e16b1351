/**
 * What a new password must be, after NIST SP 800-63B-4 (August 2024), section 3.1.1.2:
 * - at least `MIN_PASSWORD` (15) characters, counted as Unicode code points: the minimum the
 *   guideline sets for a password that is the only factor, as it is here; at most `MAX_PASSWORD`
 *   (200; the guideline asks to permit at least 64). Every printable character and space is allowed.
 * - no composition rules (no "a digit and a symbol"), no expiry;
 * - refused when it is a known common password, a run of one character or of a short pattern, an
 *   alphabet or keyboard run, or the service's, the account's or its display name's words: the
 *   guideline's blocklist of "commonly-used, expected, or compromised values" and
 *   "context-specific words". The list is ours, small, bundled (`COMMON_PASSWORDS`): passwords of
 *   15 or more characters seen in public breach lists' top ranks, in English and Czech.
 * - a password of only whitespace is refused.
 * The refusal says which rule, never suggests a pattern.
 */
import type { Rejection } from '@arbiter/kernel';
import { serverRejection } from '../http/problems';
import { COMMON_PASSWORDS } from './common-passwords';

/** The fewest characters (code points) of a new password. */
export const MIN_PASSWORD = 15;
/** The most characters (code points) of a password. */
export const MAX_PASSWORD = 200;

const RUNS = [
  'abcdefghijklmnopqrstuvwxyz',
  '0123456789',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
];

/** The password's letters and digits, lower case, without accents, spaces or punctuation. */
function skeleton(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** True when the text is one piece of at most 4 characters repeated. */
function repeated(text: string): boolean {
  for (let n = 1; n <= 4 && n < text.length; n++)
    if (text.length % n === 0 && text.slice(0, n).repeat(text.length / n) === text) return true;
  return false;
}

/** True when the text is a piece of an alphabet, digit or keyboard run, forwards or backwards. */
function run(text: string): boolean {
  return (
    text.length >= 4 &&
    RUNS.some((r) => {
      const thrice = r.repeat(3);
      const back = [...thrice].reverse().join('');
      return thrice.includes(text) || back.includes(text);
    })
  );
}

/** True when the text is only the given words (each at least 3 letters), repeated or joined. */
function onlyWords(text: string, words: readonly string[]): boolean {
  const usable = words.filter((w) => w.length >= 3);
  if (usable.length === 0 || text.length === 0) return false;
  const reach = new Array<boolean>(text.length + 1).fill(false);
  reach[0] = true;
  for (let i = 0; i < text.length; i++) {
    if (!reach[i]) continue;
    for (const w of usable) if (text.startsWith(w, i)) reach[i + w.length] = true;
  }
  return reach[text.length];
}

/** Who the password is for: its words are refused as the whole password. */
export interface PasswordContext {
  readonly name: string;
  readonly displayName?: string;
}

/** The first rule a new password breaks, or null. */
export function passwordIssue(password: string, context: PasswordContext): Rejection | null {
  const length = [...password].length;
  if (password.trim() === '') return serverRejection('ERR_PASSWORD_BLANK');
  if (length < MIN_PASSWORD) return serverRejection('ERR_PASSWORD_TOO_SHORT', { min: MIN_PASSWORD, length });
  if (length > MAX_PASSWORD) return serverRejection('ERR_PASSWORD_TOO_LONG', { max: MAX_PASSWORD, length });
  const core = skeleton(password);
  const words = [
    'arbiter',
    'arbitr',
    'chess',
    'sachy',
    'password',
    'heslo',
    skeleton(context.name),
    ...context.name.split(/[-._]/).map(skeleton),
    ...(context.displayName ?? '').split(/\s+/).map(skeleton),
  ];
  if (COMMON_PASSWORDS.has(core) || repeated(core) || run(core) || onlyWords(core, words) || core.length < 4)
    return serverRejection('ERR_PASSWORD_COMMON');
  return null;
}
