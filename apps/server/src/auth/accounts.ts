/**
 * Account commands: create an account, start and end a session, change a password, issue and
 * revoke API tokens. Each is an append to the account's own stream.
 */
import type { Result } from '@arbiter/kernel';
import { isConcurrencyConflict, type EventStore } from '@arbiter/store';
import type { Projection } from '../read/projection';
import type { ServerEvent } from '@arbiter/api';
import { accountStream } from '../stored-events';
import { serverRejection } from '../http/problems';
import { hashPassword, newSecret, sha256 } from './secrets';
import { passwordIssue } from './password-policy';

/** Appends server events to an account's stream; 0 as the expected version creates it. */
export async function appendAccount(
  store: EventStore,
  projection: Projection,
  name: string,
  events: readonly ServerEvent[],
  expected: number | 'any',
  actor: string,
): Promise<Result<void>> {
  const stream = accountStream(name);
  const appended = await store.append(
    stream,
    events.map((e) => ({ ...e, actor })),
    expected,
  );
  if (!appended.ok) {
    if (expected === 0 && isConcurrencyConflict(appended.error))
      return { ok: false, error: serverRejection('ERR_ACCOUNT_EXISTS', { account: name }) };
    return appended;
  }
  return projection.catchUp(stream);
}

/** Creates an account (refused with ERR_ACCOUNT_EXISTS when the name is taken, or by the password policy). */
export async function createAccount(
  store: EventStore,
  projection: Projection,
  account: { name: string; displayName: string; password: string; admin: boolean },
  actor: string,
): Promise<Result<void>> {
  const issue = passwordIssue(account.password, account);
  if (issue) return { ok: false, error: issue };
  const passwordHash = await hashPassword(account.password);
  return appendAccount(
    store,
    projection,
    account.name,
    [
      {
        type: 'AccountCreated',
        data: { name: account.name, displayName: account.displayName, passwordHash, admin: account.admin },
      },
    ],
    0,
    actor,
  );
}

/** A new session's event and the cookie value that proves it. */
export function newSession(name: string, hours: number): { event: ServerEvent; cookie: string } {
  const secret = newSecret();
  const expiresAt = new Date(Date.now() + hours * 3_600_000).toISOString();
  return {
    event: { type: 'SessionStarted', data: { session: sha256(secret), expiresAt } },
    cookie: `${name}:${secret}`,
  };
}

/** A new API token's event and the token itself (shown once). */
export function newToken(name: string, label: string): { event: ServerEvent; token: string; id: string } {
  const secret = newSecret();
  const id = `tok-${newSecret(6)}`;
  return {
    event: { type: 'TokenIssued', data: { tokenId: id, token: sha256(secret), label } },
    token: `${name}:${secret}`,
    id,
  };
}
