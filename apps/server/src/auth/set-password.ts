/**
 * The one way an account gets a new password, for every route that sets one (a change, a reset,
 * an invitation accepted): the policy is checked (password-policy.ts), and the new password's
 * event ends every session (the fold does) and, in the same append, revokes every API token of the
 * account (`TokenRevoked` each, so the log says so), issue 34: a token made under a password that
 * may have leaked must not outlive it. Events the caller adds (a new session for the one who
 * changed it) come after, in the same append.
 */
import { err, type Result } from '@arbiter/kernel';
import type { EventStore } from '@arbiter/store';
import type { AccountView, Projection } from '../read/projection';
import type { ServerEvent } from '@arbiter/api';
import { appendAccount } from './accounts';
import { passwordIssue } from './password-policy';
import { hashPassword } from './secrets';

/** Sets an account's password, ending its sessions and tokens; refuses a password the policy refuses. */
export async function setPassword(
  store: EventStore,
  projection: Projection,
  account: AccountView,
  password: string,
  actor: string,
  after: readonly ServerEvent[] = [],
): Promise<Result<void>> {
  const issue = passwordIssue(password, account);
  if (issue) return err(issue);
  const passwordHash = await hashPassword(password);
  const revoked: ServerEvent[] = [...new Set([...account.tokens.values()].map((t) => t.id))].map(
    (tokenId) => ({
      type: 'TokenRevoked',
      data: { tokenId },
    }),
  );
  return appendAccount(
    store,
    projection,
    account.name,
    [{ type: 'PasswordChanged', data: { passwordHash } }, ...revoked, ...after],
    account.version,
    actor,
  );
}
