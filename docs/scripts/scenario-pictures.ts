/**
 * Pictures of the positions a scenario draws, for the generated spec pages: each drawing
 * step (a Tri-D or Drakoburg diagram, a position string, a setup) gets its picture right
 * after it, in the page's language. Outlines get one picture per Examples row when the
 * drawing has placeholders. Called from one place in features-to-mdx.ts.
 */
import { drawnPositions, fillPlaceholders, type StepLike } from '@arbiter/features/scenario-positions';
import { imageMarkdown, renderPicture, writePicture, type Locale } from './pictures';

export interface ExamplesLike {
  readonly tableHeader?: { readonly cells: readonly { readonly value: string }[] };
  readonly tableBody: readonly { readonly cells: readonly { readonly value: string }[] }[];
}

const TEXT = {
  en: { caption: (n: string) => `Position of the scenario "${n}"`, row: 'example' },
  cs: { caption: (n: string) => `Pozice scénáře „${n}“`, row: 'příklad' },
} as const;

/** Counts what the pictures module drew (the docs test and the build log read it). */
export interface PictureTally {
  pictures: number;
}

/**
 * Draws the positions of one scenario. Returns, per step index, the Markdown to put after that
 * step. `key` names the files (`specs/<locale>/<page>/<n>`); `background` steps come first (their
 * rule options apply), but only the scenario's own steps get pictures here.
 */
export function scenarioPictures(
  args: {
    docsRoot: string;
    locale: Locale;
    key: string;
    name: string;
    steps: readonly StepLike[];
    background?: readonly StepLike[];
    examples?: readonly ExamplesLike[];
    where: string;
  },
  tally: PictureTally,
): Map<number, string> {
  const out = new Map<number, string>();
  const bg = args.background ?? [];
  const all = [...bg, ...args.steps];
  const rows: Record<string, string>[] = [];
  for (const ex of args.examples ?? []) {
    const head = ex.tableHeader?.cells.map((c) => c.value) ?? [];
    for (const r of ex.tableBody)
      rows.push(Object.fromEntries(head.map((h, i) => [h, r.cells[i]?.value ?? ''])));
  }
  const hasPlaceholder = (i: number) =>
    /<[^<>]+>/.test(all[i].text) || /<[^<>]+>/.test(all[i].docString?.content ?? '');
  const T = TEXT[args.locale];
  let n = 0;
  const runs = rows.length ? rows : [{}];
  runs.forEach((values, r) => {
    for (const d of drawnPositions(all, values)) {
      if (d.step < bg.length) continue;
      if (r > 0 && !hasPlaceholder(d.step)) continue; // same drawing in every row: draw it once
      const where = `${args.where}, scenario "${args.name}"${rows.length ? ` (example ${r + 1})` : ''}`;
      if (d.error) throw new Error(`${where}: the drawn position does not parse: ${d.error}`);
      const title =
        T.caption(fillPlaceholders(args.name, values)) +
        (rows.length && hasPlaceholder(d.step) ? ` (${T.row} ${r + 1})` : '');
      const svg = renderPicture(
        {
          game: d.game,
          setup: d.setup,
          options: d.options,
          title,
          highlights: d.marks.length ? { target: d.marks } : undefined,
        },
        args.locale,
        where,
      );
      const src = writePicture(args.docsRoot, `${args.key}/${++n}`, svg);
      const step = d.step - bg.length;
      out.set(step, `${out.get(step) ?? ''}\n\n  ${imageMarkdown(title, src)}`);
      tally.pictures++;
    }
  });
  return out;
}
