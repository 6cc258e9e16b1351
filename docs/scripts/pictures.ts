/**
 * Pictures for the docs: a position (setup name or position string, with rule options) is
 * started by its game's own rules, so a position that no longer parses stops the build, and
 * drawn by the game's SVG renderer into `static/diagrams/`, which Docusaurus serves to both
 * locales. Pages refer to them with a Markdown image, so a missing file breaks the build too.
 * Trade-off: files (cached by the browser, one per picture and locale) instead of inline SVG
 * in MDX, which would need every attribute rewritten for JSX.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveOptions, type ResolvedOptions, type Result } from '@arbiter/kernel';
import { triDChess, triDSvg, type HighlightKind } from '@arbiter/tri-d-chess';
import {
  drakoburg,
  drakoburgSvg,
  type DrakoburgHighlight,
  type Position as DrkPosition,
} from '@arbiter/drakoburg';

export type Locale = 'en' | 'cs';
export type GameId = 'tri-d-chess' | 'drakoburg';
export type Highlights = Partial<Record<HighlightKind | DrakoburgHighlight, readonly string[]>>;

/** A position to draw. */
export interface PictureSpec {
  readonly game: GameId;
  readonly setup: string;
  readonly options?: Readonly<Record<string, string>>;
  readonly highlights?: Highlights;
  /** Accessible name and caption. */
  readonly title: string;
}

/** Where a failed picture came from, for the build's error message. */
export class PictureError extends Error {}

/** Starts the position under its game's rules and draws it; throws PictureError when it does not parse. */
export function renderPicture(spec: PictureSpec, locale: Locale, where: string): string {
  const rules = spec.game === 'tri-d-chess' ? triDChess : drakoburg;
  const options = resolveOptions(rules.options, spec.options ?? {});
  if (!options.ok) throw new PictureError(`${where}: ${options.error.code} ${options.error.message}`);
  const start = rules.start as (setup: string, options: ResolvedOptions) => Result<unknown>;
  const started = start(spec.setup, options.value);
  if (!started.ok)
    throw new PictureError(
      `${where}: the position "${spec.setup}" no longer parses: ${started.error.code} [${started.error.rule}] ${started.error.message}`,
    );
  if (spec.game === 'drakoburg')
    return drakoburgSvg(started.value as DrkPosition, {
      locale,
      title: spec.title,
      highlights: spec.highlights,
    });
  const svg = triDSvg(triDChess.makePosition(started.value as never), {
    locale,
    title: spec.title,
    highlights: spec.highlights as Partial<Record<HighlightKind, readonly string[]>>,
  });
  if (!svg.ok) throw new PictureError(`${where}: ${svg.error.code} ${svg.error.message}`);
  return svg.value;
}

/** Writes a picture under `<docsRoot>/static/diagrams/<rel>.svg`; returns its site path for a Markdown image. */
export function writePicture(docsRoot: string, rel: string, svg: string): string {
  const file = path.join(docsRoot, 'static', 'diagrams', `${rel}.svg`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  return `/diagrams/${rel}.svg`;
}

/** A Markdown image whose alt text cannot break MDX. */
export function imageMarkdown(alt: string, src: string): string {
  return `![${alt
    .replace(/[[\]\\<>{}*_`|#!&]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()}](${src})`;
}
