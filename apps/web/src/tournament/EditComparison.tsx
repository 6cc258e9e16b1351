/**
 * The engine's pairing beside the arbiter's edit: two tables with the differing boards marked (in
 * words as well as colour), and every criterion the edit breaks, named with its rule and level.
 */
import { useTranslation } from 'react-i18next';
import type { Named } from '@arbiter/api';
import type { EditBoard, EditCriterion, PairingComparison } from './edit-types';

type NameOf = (id: number) => string;

function BoardsTable({
  caption,
  boards,
  pab,
  differs,
  nameOf,
  testId,
}: {
  caption: string;
  boards: readonly EditBoard[];
  pab: number | null;
  differs: ReadonlySet<number>;
  nameOf: NameOf;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <table data-testid={testId} className="edit-compare">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="num">
            {t('edit.board')}
          </th>
          <th scope="col">{t('edit.white')}</th>
          <th scope="col">{t('edit.black')}</th>
        </tr>
      </thead>
      <tbody>
        {boards.map((b, i) => (
          <tr key={`${b.white}-${b.black}`} className={differs.has(i + 1) ? 'differs' : undefined}>
            <th scope="row" className="num">
              {i + 1}
              {differs.has(i + 1) && (
                <>
                  {' '}
                  <span aria-hidden="true">≠</span>
                  <span className="sr-only">{t('edit.differs')}</span>
                </>
              )}
            </th>
            <td>{nameOf(b.white)}</td>
            <td>{nameOf(b.black)}</td>
          </tr>
        ))}
        {pab !== null && (
          <tr>
            <th scope="row">{t('edit.bye')}</th>
            <td colSpan={2}>{nameOf(pab)}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** One criterion in words: level, id, rule, what it is, where. */
export function criterionText(
  c: EditCriterion,
  t: (k: string, o?: Record<string, unknown>) => string,
): string {
  const where = c.board === null ? t('edit.bye') : t('edit.onBoard', { board: c.board });
  return `${t(`edit.kind.${c.kind}`)}: ${where}, ${t('edit.playersOf', { players: c.players.join(', ') })}`;
}

export function EditComparison({
  comparison,
  players,
}: {
  comparison: PairingComparison;
  players: ReadonlyMap<number, Named>;
}) {
  const { t } = useTranslation();
  const nameOf: NameOf = (id) => `${players.get(id)?.name ?? '?'} (${id})`;
  return (
    <div className="row edit-tables">
      {comparison.engine ? (
        <BoardsTable
          caption={t('edit.engine')}
          boards={comparison.engine.boards}
          pab={comparison.engine.pab}
          differs={new Set(comparison.missing)}
          nameOf={nameOf}
          testId="edit-engine"
        />
      ) : (
        <p>{t('edit.engineNone')}</p>
      )}
      <BoardsTable
        caption={t('edit.edited')}
        boards={comparison.edited.boards}
        pab={comparison.edited.pab}
        differs={new Set(comparison.differing)}
        nameOf={nameOf}
        testId="edit-edited"
      />
    </div>
  );
}
