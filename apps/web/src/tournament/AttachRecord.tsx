/**
 * Attaching a game's record to a board: the record typed or pasted, or read from a file, is sent
 * to the server, which replays it with the game's rules and links it to the board (a refusal is
 * shown with its code, in the page's language).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachRecord } from '../api/rounds';
import { Outcome, useAction } from './common';

export function AttachRecord({ id, round, board }: { id: string; round: number; board: number }) {
  const { t } = useTranslation();
  const action = useAction(id);
  const [text, setText] = useState('');
  return (
    <form
      className="panel"
      data-testid="attach-record"
      aria-labelledby="attach-record-h"
      onSubmit={(e) => {
        e.preventDefault();
        void action.run(() => attachRecord(id, round, board, text), t('results.recordStored', { board }));
      }}
    >
      <h3 id="attach-record-h">{t('results.recordTitle', { board })}</h3>
      <label>
        {t('results.recordText')}
        <textarea
          name="record"
          rows={6}
          required
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoFocus
        />
      </label>
      <label>
        {t('results.recordFile')}{' '}
        <input
          type="file"
          name="record-file"
          accept=".txt,.pgn,.json,.jsonl,text/plain,application/json"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void file.text().then(setText);
          }}
        />
      </label>
      <button type="submit" disabled={action.busy || !text.trim()}>
        {t('results.recordSubmit')}
      </button>
      <Outcome action={action} />
    </form>
  );
}
