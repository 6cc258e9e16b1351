/**
 * Withdrawing a player, confirmed (issue 32, part 6): the dialog names the player, the round the
 * withdrawal takes effect (the next one not yet paired; a paired round's game stays) and asks for
 * the reason, which the server keeps with the event. Escape or Cancel withdraws nobody.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player, Tournament } from '@arbiter/api';
import { setWithdrawn } from '../api/players';
import type { Action } from './common';

/** The round from which a withdrawal made now takes effect, and the paired round it leaves alone. */
export function withdrawalRound(tournament: Tournament): { round: number; open: number | null } {
  const count = tournament.rounds.length;
  const last = tournament.rounds[count - 1];
  return { round: count + 1, open: last && !last.closed ? last.round : null };
}

export function WithdrawPlayer({
  id,
  tournament,
  player,
  action,
  onClose,
}: {
  id: string;
  tournament: Tournament;
  player: Player;
  action: Action;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reason = useRef<HTMLInputElement>(null);
  useEffect(() => reason.current?.focus(), []);
  const { round, open } = withdrawalRound(tournament);
  const name = player.name;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const text = String(new FormData(e.currentTarget).get('reason') ?? '').trim();
    void action
      .run(() => setWithdrawn(id, player.id, true, text), t('withdrawal.done', { name, round }))
      .then((ok) => ok !== undefined && onClose());
  }

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="withdraw-title"
      aria-describedby="withdraw-effect"
      className="panel withdraw-dialog"
      data-testid="withdraw-dialog"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
    >
      <h3 id="withdraw-title">{t('withdrawal.title', { name })}</h3>
      <p id="withdraw-effect" data-testid="withdraw-effect" data-round={round}>
        {open !== null
          ? t('withdrawal.effectOpen', { name, round, open })
          : t('withdrawal.effect', { name, round })}
      </p>
      <form onSubmit={submit} className="stack">
        <label>
          {t('withdrawal.reason')}
          <input ref={reason} name="reason" required maxLength={500} />
        </label>
        <div className="row">
          <button type="submit" data-testid="withdraw-confirm" disabled={action.busy}>
            {t('withdrawal.confirm')}
          </button>
          <button type="button" onClick={onClose}>
            {t('withdrawal.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}
