/**
 * The administrator's accounts screen (`/<lang>/accounts`, issue 32): who has access (every
 * account, whether it has set its password, its tournaments and roles), an invitation for a new
 * arbiter and a password reset, each a one-time link shown once (built from the server's public
 * URL, so it opens on the arbiter's phone in the hall).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetupCode } from '@arbiter/api';
import { invite as inviteAccount, issuePasswordReset, useAccounts } from '../api/accounts';
import { useSite } from '../api/site';
import { TableWrap } from '../views/TableWrap';
import { Outcome, ProblemView, useAction, useLang } from './common';

function OneTimeLink({ issued }: { issued: SetupCode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const site = useSite();
  const link = `${site?.publicUrl ?? location.origin}/${lang}/welcome#${encodeURIComponent(issued.code)}`;
  return (
    <div className="panel stack" data-testid="one-time-link">
      <p>{t('accounts.linkFor', { name: issued.account })}</p>
      <label>
        {t('accounts.link')}
        <input readOnly value={link} data-testid="one-time-url" onFocus={(e) => e.currentTarget.select()} />
      </label>
      <label>
        {t('accounts.code')}
        <input
          readOnly
          value={issued.code}
          data-testid="one-time-code"
          onFocus={(e) => e.currentTarget.select()}
        />
      </label>
    </div>
  );
}

export function Accounts() {
  const { t } = useTranslation();
  const list = useAccounts();
  const invite = useAction();
  const reset = useAction();
  const [issued, setIssued] = useState<SetupCode | null>(null);

  async function submitInvite(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formElement = e.currentTarget;
    const form = new FormData(formElement);
    const name = String(form.get('name') ?? '')
      .trim()
      .toLowerCase();
    const displayName = String(form.get('displayName') ?? '').trim();
    reset.clear();
    const made = await invite.run(
      () => inviteAccount(name, displayName),
      t('accounts.invitedDone', { name }),
    );
    if (made) {
      setIssued(made);
      formElement.reset();
    }
  }

  async function resetOf(name: string) {
    invite.clear();
    const made = await reset.run(() => issuePasswordReset(name), t('accounts.resetDone', { name }));
    if (made) {
      setIssued(made);
    }
  }

  return (
    <section>
      <h1>{t('accounts.title')}</h1>
      <p>{t('accounts.intro')}</p>
      <ProblemView error={list.error} />
      {list.data && (
        <TableWrap label={t('accounts.who')}>
          <table data-testid="accounts">
            <caption>{t('accounts.who')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('accounts.name')}</th>
                <th scope="col">{t('accounts.displayName')}</th>
                <th scope="col">{t('accounts.role')}</th>
                <th scope="col">{t('accounts.status')}</th>
                <th scope="col">{t('accounts.tournaments')}</th>
                <th scope="col">
                  <span className="sr-only">{t('accounts.reset')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((a) => (
                <tr key={a.name} data-account={a.name} data-status={a.status}>
                  <th scope="row">
                    <code>{a.name}</code>
                  </th>
                  <td>{a.displayName}</td>
                  <td>{a.admin ? t('accounts.administrator') : t('accounts.arbiter')}</td>
                  <td>
                    {a.status === 'active' ? t('accounts.active') : t('accounts.invited')}
                    {a.pending === 'reset' && <> · {t('accounts.pendingReset')}</>}
                  </td>
                  <td>
                    {a.tournaments.length === 0
                      ? t('accounts.none')
                      : a.tournaments
                          .map(
                            (x) =>
                              `${x.name} (${x.role === 'owner' ? t('accounts.roleOwner') : t('accounts.roleArbiter')})`,
                          )
                          .join(', ')}
                  </td>
                  <td>
                    <button
                      type="button"
                      onClick={() => void resetOf(a.name)}
                      disabled={reset.busy}
                      aria-label={t('accounts.resetOf', { name: a.displayName })}
                      data-testid={`reset-${a.name}`}
                    >
                      {t('accounts.reset')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Outcome action={reset} />
      <h2 id="invite-h">{t('accounts.invite')}</h2>
      <form onSubmit={submitInvite} className="panel stack" aria-labelledby="invite-h">
        <label>
          {t('accounts.name')}
          <input
            name="name"
            required
            pattern="[a-z0-9][a-z0-9._\-]{0,63}"
            autoComplete="off"
            aria-describedby="invite-name-help"
          />
        </label>
        <small id="invite-name-help">{t('accounts.nameHelp')}</small>
        <label>
          {t('accounts.displayName')}
          <input name="displayName" required maxLength={120} autoComplete="off" />
        </label>
        <button type="submit" disabled={invite.busy}>
          {t('accounts.inviteSubmit')}
        </button>
        <Outcome action={invite} />
      </form>
      {issued && <OneTimeLink issued={issued} />}
    </section>
  );
}
