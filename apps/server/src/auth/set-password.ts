/**
 * The one way an account's password is set: a change by its holder, an invitation or a reset
 * accepted, and the `reset-password` command all come here, so a rule about new passwords (the
 * password policy, what a new password ends) is applied in one place.
 */
import type { Result } from '@arbiter/kernel';
import type { EventStore } from '@arbiter/store';
import type { AccountView, Projection } from '../read/projection';
import type { ServerEvent } from '../server-events';
import { appendAccount } from './accounts';
import { hashPassword } from './secrets';

/**
 * Stores `password` as the account's new password (argon2id), with `after` appended in the same
 * write (a new session), on the account's version as read; a `PasswordChanged` ends every session.
 */
export async function setPassword(
  store: EventStore,
  projection: Projection,
  account: AccountView,
  password: string,
  actor: string,
  after: readonly ServerEvent[] = [],
): Promise<Result<void>> {
  const passwordHash = await hashPassword(password);
  return appendAccount(
    store,
    projection,
    account.name,
    [{ type: 'PasswordChanged', data: { passwordHash } }, ...after],
    account.version,
    actor,
  );
}
