/**
 * "Edit pairing" on a paired round without results: swap two players, exchange a board's colours,
 * remove a board, pair two players without a board, choose the bye. Every change is compared with
 * the engine at once (the server's preview); each criterion the edit breaks is named with its rule
 * and level: a quality criterion is acknowledged, an absolute one confirmed twice (two separate
 * check boxes, the second shown after the first), a refused one disables saving. Nothing is saved
 * without the reason typed. Every control is a native button, select or check box (keyboard only).
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { editPairing, previewPairingEdit } from '../api/rounds';
import type { Named, Pairing } from '@arbiter/api';
import { Outcome, ProblemView, pairingHref, useAction, useLang } from './common';
import { EditComparison, criterionText } from './EditComparison';
import { criterionGroups, swapPlayers, type Draft, type PairingComparison } from './edit-types';

function draftOf(p: Pairing): Draft {
  return { boards: p.boards.map((b) => ({ white: b.white.id, black: b.black.id })), pab: p.pab?.id ?? null };
}

/** The comparison of the draft with the engine, asked again on every change (late answers ignored). */
function useComparison(id: string, round: number, draft: Draft | null) {
  const [state, setState] = useState<{ data: PairingComparison | null; error: Error | null }>({
    data: null,
    error: null,
  });
  useEffect(() => {
    if (draft === null) return;
    let live = true;
    previewPairingEdit(id, round, draft).then(
      (data) => live && setState({ data, error: null }),
      (error: Error) => live && setState({ data: null, error }),
    );
    return () => {
      live = false;
    };
  }, [id, round, draft]);
  return state;
}

export function EditPairing({ id, pairing }: { id: string; pairing: Pairing }) {
  const { t } = useTranslation();
  const lang = useLang();
  const action = useAction(id);
  const saved = useMemo(() => draftOf(pairing), [pairing]);
  const [draft, setDraft] = useState<Draft>(saved);
  const [checks, setChecks] = useState<ReadonlySet<string>>(new Set());
  const [reason, setReason] = useState('');
  const [swap, setSwap] = useState<[string, string]>(['', '']);
  const [pair, setPair] = useState<[string, string]>(['', '']);
  // asked only while the panel is open: a closed panel costs the server nothing
  const [open, setOpen] = useState(false);
  const compared = useComparison(id, pairing.round, open ? draft : null);
  const players = useMemo(() => {
    const all = new Map<number, Named>();
    for (const b of pairing.boards) for (const p of [b.white, b.black]) all.set(p.id, p);
    if (pairing.pab) all.set(pairing.pab.id, pairing.pab);
    return all;
  }, [pairing]);
  const placed = new Set([...draft.boards.flatMap((b) => [b.white, b.black]), draft.pab ?? 0]);
  const loose = [...players.values()].filter((p) => !placed.has(p.id));
  const change = (next: Draft) => {
    setDraft(next);
    setChecks(new Set());
    action.clear();
  };
  const toggle = (key: string) =>
    setChecks((s) => {
      const next = new Set(s);
      if (next.has(key)) {
        next.delete(key);
        if (key.startsWith('1|')) next.delete(`2|${key.slice(2)}`);
      } else next.add(key);
      return next;
    });
  const comparison = compared.data;
  const groups = comparison ? criterionGroups(comparison.criteria) : [];
  const refused = groups.filter((g) => g[0].level === 'refuse');
  const confirmIds = groups.filter((g) => g[0].level === 'confirm').map((g) => g[0].criterion);
  const ackIds = groups.filter((g) => g[0].level === 'acknowledge').map((g) => g[0].criterion);
  const ready =
    comparison !== null &&
    refused.length === 0 &&
    reason.trim() !== '' &&
    confirmIds.every((c) => checks.has(`1|${c}`) && checks.has(`2|${c}`)) &&
    ackIds.every((c) => checks.has(`a|${c}`));
  const nameOf = (pid: number) => `${players.get(pid)?.name ?? '?'} (${pid})`;
  const options = (list: readonly Named[]) =>
    list.map((p) => (
      <option key={p.id} value={p.id}>
        {nameOf(p.id)}
      </option>
    ));

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!ready) return;
    void action
      .run(
        () =>
          editPairing(id, pairing.round, {
            ...draft,
            reason: reason.trim(),
            acknowledged: ackIds,
            confirmed: confirmIds,
          }),
        t('edit.saved', { round: pairing.round }),
      )
      .then((done) => {
        if (done !== undefined) {
          setReason('');
          setChecks(new Set());
        }
      });
  }

  return (
    <details
      className="panel no-print"
      data-testid="edit-pairing"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>{t('edit.open', { round: pairing.round })}</summary>
      <p className="help">
        {t('edit.intro')} <a href={pairingHref(lang)}>{t('edit.rules')}</a>
      </p>
      <table data-testid="edit-boards">
        <caption>{t('edit.edited')}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('edit.board')}
            </th>
            <th scope="col">{t('edit.white')}</th>
            <th scope="col">{t('edit.black')}</th>
            <th scope="col">{t('edit.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {draft.boards.map((b, i) => (
            <tr key={`${b.white}-${b.black}`}>
              <th scope="row" className="num">
                {i + 1}
              </th>
              <td>{nameOf(b.white)}</td>
              <td>{nameOf(b.black)}</td>
              <td>
                <button
                  type="button"
                  data-testid={`edit-exchange-${i + 1}`}
                  onClick={() =>
                    change({
                      ...draft,
                      boards: draft.boards.map((x, j) => (j === i ? { white: x.black, black: x.white } : x)),
                    })
                  }
                >
                  {t('edit.exchange')} <span className="sr-only">{i + 1}</span>
                </button>{' '}
                <button
                  type="button"
                  data-testid={`edit-remove-${i + 1}`}
                  onClick={() => change({ ...draft, boards: draft.boards.filter((_, j) => j !== i) })}
                >
                  {t('edit.remove')} <span className="sr-only">{i + 1}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <fieldset className="row">
        <legend>{t('edit.swap')}</legend>
        {(['swapFirst', 'swapSecond'] as const).map((k, n) => (
          <label key={k}>
            {t(`edit.${k}`)}
            <select
              data-testid={`edit-swap-${n + 1}`}
              value={swap[n]}
              onChange={(e) => setSwap(n === 0 ? [e.target.value, swap[1]] : [swap[0], e.target.value])}
            >
              <option value="" />
              {options([...players.values()].filter((p) => placed.has(p.id)))}
            </select>
          </label>
        ))}
        <button
          type="button"
          data-testid="edit-swap"
          disabled={swap[0] === '' || swap[1] === '' || swap[0] === swap[1]}
          onClick={() => {
            change(swapPlayers(draft, Number(swap[0]), Number(swap[1])));
            setSwap(['', '']);
          }}
        >
          {t('edit.swapDo')}
        </button>
      </fieldset>
      <fieldset className="row">
        <legend>{t('edit.unpaired')}</legend>
        {loose.length === 0 ? (
          <p>{t('edit.unpairedNone')}</p>
        ) : (
          <>
            {(['pairWhite', 'pairBlack'] as const).map((k, n) => (
              <label key={k}>
                {t(`edit.${k}`)}
                <select
                  data-testid={`edit-pair-${n + 1}`}
                  value={pair[n]}
                  onChange={(e) => setPair(n === 0 ? [e.target.value, pair[1]] : [pair[0], e.target.value])}
                >
                  <option value="" />
                  {options(loose)}
                </select>
              </label>
            ))}
            <button
              type="button"
              data-testid="edit-pair"
              disabled={pair[0] === '' || pair[1] === '' || pair[0] === pair[1]}
              onClick={() => {
                change({
                  ...draft,
                  boards: [...draft.boards, { white: Number(pair[0]), black: Number(pair[1]) }],
                });
                setPair(['', '']);
              }}
            >
              {t('edit.pairDo')}
            </button>
          </>
        )}
        <label>
          {t('edit.pab')}
          <select
            data-testid="edit-pab"
            value={draft.pab ?? ''}
            onChange={(e) => change({ ...draft, pab: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">{t('edit.pabNone')}</option>
            {options([...loose, ...(draft.pab !== null ? [players.get(draft.pab)!] : [])])}
          </select>
        </label>
        <button type="button" onClick={() => change(saved)}>
          {t('edit.reset')}
        </button>
      </fieldset>
      <ProblemView error={compared.error} />
      {comparison === null && !compared.error && <p role="status">{t('edit.checking')}</p>}
      {comparison && <EditComparison comparison={comparison} players={players} />}
      {comparison && (
        <form onSubmit={submit} className="stack" data-testid="edit-form">
          <h4>{t('edit.criteria')}</h4>
          {groups.length === 0 && <p data-testid="edit-clean">{t('edit.criteriaNone')}</p>}
          {refused.length > 0 && (
            <div role="alert" className="problem" data-testid="edit-refused">
              {t('edit.refused', {
                what: refused
                  .map((g) => `${g[0].criterion} [${g[0].rule}] ${criterionText(g[0], t)}`)
                  .join('; '),
              })}
            </div>
          )}
          <ul className="edit-criteria" data-testid="edit-criteria">
            {groups.map((g) => {
              const c = g[0];
              const what = `${t(`edit.kind.${c.kind}`)}, ${c.rule}`;
              return (
                <li key={`${c.level}|${c.criterion}`} data-level={c.level} data-criterion={c.criterion}>
                  <strong>{t(`edit.level.${c.level}`)}</strong> <code>{c.criterion}</code>{' '}
                  <code>{c.rule}</code>
                  <ul>
                    {g.map((x, i) => (
                      <li key={i}>{criterionText(x, t)}</li>
                    ))}
                  </ul>
                  {c.level === 'acknowledge' && (
                    <label className="check">
                      <input
                        type="checkbox"
                        data-testid={`edit-ack-${c.criterion}`}
                        checked={checks.has(`a|${c.criterion}`)}
                        onChange={() => toggle(`a|${c.criterion}`)}
                      />{' '}
                      {t('edit.acknowledge', { criterion: c.criterion, what })}
                    </label>
                  )}
                  {c.level === 'confirm' && (
                    <>
                      <label className="check">
                        <input
                          type="checkbox"
                          data-testid={`edit-confirm1-${c.criterion}`}
                          checked={checks.has(`1|${c.criterion}`)}
                          onChange={() => toggle(`1|${c.criterion}`)}
                        />{' '}
                        {t('edit.confirmFirst', { criterion: c.criterion, what })}
                      </label>
                      {checks.has(`1|${c.criterion}`) && (
                        <label className="check">
                          <input
                            type="checkbox"
                            data-testid={`edit-confirm2-${c.criterion}`}
                            checked={checks.has(`2|${c.criterion}`)}
                            onChange={() => toggle(`2|${c.criterion}`)}
                          />{' '}
                          {t('edit.confirmSecond', { criterion: c.criterion, what })}
                        </label>
                      )}
                    </>
                  )}
                </li>
              );
            })}
          </ul>
          <label>
            {t('edit.reason')}
            <textarea
              data-testid="edit-reason"
              required
              maxLength={500}
              rows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          <button type="submit" data-testid="edit-save" disabled={!ready || action.busy}>
            {t('edit.save')}
          </button>
          <Outcome action={action} />
        </form>
      )}
    </details>
  );
}
