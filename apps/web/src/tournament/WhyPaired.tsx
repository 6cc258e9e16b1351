/** Why a board was paired so: the pairing system's own explanation, asked for on request. */
import { useTranslation } from 'react-i18next';
import { useResource } from '../api/cache';
import { tUrl } from '../api/client';
import { ProblemView } from './common';

interface Explanation {
  readonly lines?: readonly string[];
  readonly text?: string;
  readonly [key: string]: unknown;
}

export function WhyPaired({ id, round, board }: { id: string; round: number; board: number }) {
  const { t } = useTranslation();
  const why = useResource<Explanation>(tUrl(id, `/rounds/${round}/boards/${board}/why`));
  return (
    <section className="panel" aria-live="polite" data-testid="why">
      <h3>{t('rounds.whyTitle', { board })}</h3>
      <ProblemView error={why.error} />
      {why.data && (
        <pre className="why">
          {why.data.text ?? why.data.lines?.join('\n') ?? JSON.stringify(why.data, null, 2)}
        </pre>
      )}
    </section>
  );
}
