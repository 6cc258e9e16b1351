/** Accounts (administrators): who has access, invitations and password resets by one-time code, and setting a password with one. */
import { API_PREFIX, pathOf, type SetupCode } from '@arbiter/api';
import { invalidate } from './cache';
import { useOperation, write } from './operations';

/** Every account with its state and tournament roles. */
export const useAccounts = () => useOperation('accounts', {});

/** Invites someone: their account without a password, and the one-time code that sets it. */
export async function invite(name: string, displayName: string): Promise<SetupCode> {
  const made = await write('invite', {}, { name, displayName });
  invalidate(pathOf('accounts', {}));
  return made;
}

/** A one-time code that sets the account's new password (the old one works until then). */
export async function issuePasswordReset(name: string): Promise<SetupCode> {
  const made = await write('issuePasswordReset', { name });
  invalidate(pathOf('accounts', {}));
  return made;
}

/** Sets one's password with an invitation's or a reset's code; signs in. */
export async function setUpAccount(code: string, password: string): Promise<void> {
  await write('setUpAccount', {}, { code, password });
  invalidate(`${API_PREFIX}/`);
}
