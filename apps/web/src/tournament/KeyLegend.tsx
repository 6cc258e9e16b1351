/**
 * The result keys for the keyboard in use: each key by its label, with the character the layout
 * types on it when that differs (`1`, types `+`, on the Czech layout). The layout is read from
 * the browser's keyboard map where it has one (Chromium's `navigator.keyboard`) and learned from
 * the keys the arbiter presses.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatResult } from '../views/format';
import type { GameResult } from '@arbiter/api';
import {
  layoutOf,
  MEANING,
  resultOfKey,
  type KeyMeaning,
  type KeyPress,
  type LayoutName,
} from './result-keys';

const typed = new Map<string, string>();
/** The codes whose character came from the browser's keyboard map, not from a key pressed. */
const fromMap = new Set<string>();
const listeners = new Set<() => void>();
let layout: LayoutName | null = null;

/**
 * Remembers what a digit key typed (a key press without modifiers); a key pressed outweighs the
 * browser's map, which may describe another keyboard than the one in use.
 */
export function learnKey(code: string, key: string, mapped = false): void {
  if (!/^Digit\d$/.test(code) || key.length !== 1 || typed.get(code) === key) return;
  if (mapped) {
    if (typed.has(code)) return;
    fromMap.add(code);
  } else if (fromMap.size > 0) {
    for (const c of fromMap) typed.delete(c);
    fromMap.clear();
  }
  typed.set(code, key);
  layout = layoutOf(typed);
  for (const l of listeners) l();
}

/** Feeds the legend what a digit key types, and answers the key's meaning. */
export function readKey(e: KeyPress): KeyMeaning | null {
  if (!e.shiftKey && !e.ctrlKey && !e.altKey && !e.metaKey) learnKey(e.code, e.key);
  return resultOfKey(e);
}

interface KeyboardMap {
  get(code: string): string | undefined;
}
interface NavigatorKeyboard {
  getLayoutMap(): Promise<KeyboardMap>;
}

function useLayout(): LayoutName | null {
  useEffect(() => {
    const keyboard = (navigator as Navigator & { keyboard?: NavigatorKeyboard }).keyboard;
    if (!keyboard?.getLayoutMap || typed.size > 0) return;
    keyboard.getLayoutMap().then(
      (map) => {
        for (const code of ['Digit1', 'Digit0', 'Digit5']) {
          const key = map.get(code);
          if (key) learnKey(code, key, true);
        }
      },
      () => undefined,
    );
  }, []);
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => layout,
    () => layout,
  );
}

/** A key by its label, with the character the layout gives it when that is another one. */
function Key({ label, code }: { label: string; code: string }) {
  const { t } = useTranslation();
  const char = typed.get(code);
  return (
    <>
      <kbd>{label}</kbd>
      {char && char !== label && <span className="types"> ({t('entry.types', { char })})</span>}
    </>
  );
}

export function KeyLegend({ id }: { id: string }) {
  const { t } = useTranslation();
  const name = useLayout();
  const or = ` ${t('entry.or')} `;
  const rows: [GameResult, React.ReactNode, boolean][] = [
    ['1-0', <Key key="k" label="1" code="Digit1" />, false],
    ['0-1', <Key key="k" label="0" code="Digit0" />, false],
    [
      '1/2-1/2',
      <>
        <Key label="5" code="Digit5" />
        {or}
        <kbd>=</kbd>
      </>,
      false,
    ],
    [
      '+:-',
      <>
        <kbd>{t('entry.shift', { key: '1' })}</kbd>
        {or}
        <kbd>{t('entry.keypad', { char: '+' })}</kbd>
      </>,
      true,
    ],
    [
      '-:+',
      <>
        <kbd>{t('entry.shift', { key: '0' })}</kbd>
        {or}
        <kbd>{t('entry.keypad', { char: '−' })}</kbd>
      </>,
      true,
    ],
    ['-:-', <kbd key="k">x</kbd>, true],
  ];
  return (
    <div className="key-legend" data-testid="key-legend" data-layout={name ?? ''}>
      <table className="legend">
        <caption>{name ? t(`entry.legendLayout.${name}`) : t('entry.legend')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('entry.key')}</th>
            <th scope="col">{t('entry.meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([result, keys, confirm]) => (
            <tr key={result}>
              <td>{keys}</td>
              <th scope="row">
                {formatResult(result)} {t(`entry.means.${MEANING[result]}`)}
                {confirm && <span className="confirm-note"> ({t('entry.confirmNote')})</span>}
              </th>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="help" id={id}>
        {t('entry.legendHelp')}
      </p>
    </div>
  );
}
