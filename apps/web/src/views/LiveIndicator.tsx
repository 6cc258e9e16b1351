/**
 * The live indicator: on while the tournament's live stream is open, off with "connection lost,
 * reconnecting" while the server cannot be reached (read by screen readers as a status).
 */
import { useTranslation } from 'react-i18next';
import { useConnection } from '../api/connection';

export function LiveIndicator({ liveText }: { liveText?: string }) {
  const { t } = useTranslation();
  const state = useConnection();
  const text =
    state === 'live' ? (liveText ?? t('net.live')) : t(state === 'lost' ? 'net.lost' : 'net.connecting');
  return (
    <p role="status" className={`live-note live-${state}`} data-testid="live" data-state={state}>
      <span className="live-dot" aria-hidden="true" /> {text}
    </p>
  );
}
