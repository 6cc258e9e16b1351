/**
 * Secrets: passwords hashed with argon2id (slow on purpose), session and API tokens drawn
 * from the system's random source and stored only as SHA-256 hashes (they are long and
 * random, so a fast hash suffices and a lookup stays one map access).
 */
import { hash, verify } from '@node-rs/argon2';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// OWASP's argon2id floor (19 MiB, 2 passes, 1 lane): about 30 ms here, per login.
// algorithm 2 is Argon2id (the package's const enum cannot be read under verbatimModuleSyntax).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** An argon2id hash of a password, in the PHC string form (salt and parameters inside). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** True when the password matches the PHC hash. */
export async function checkPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

/** A fresh random secret, URL-safe. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The SHA-256 of a secret, in hex: what the event log keeps. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Compares two strings in time independent of where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

// A hash to verify against when the account does not exist, so a wrong name takes as long as a wrong password.
let decoy: Promise<string> | undefined;
/** A hash of nothing anyone knows. */
export function decoyHash(): Promise<string> {
  return (decoy ??= hashPassword(newSecret()));
}
