/**
 * Which positions a scenario draws: read from its steps the way the step definitions read
 * them (the Tri-D and Drakoburg position steps, rule options, setups), in English and in
 * Czech. The docs draw these as pictures beside the scenario; the web app's workbench offers
 * them by scenario name. Pure: no cucumber, no file system.
 * Trade-off: it repeats the step phrasings as patterns instead of running the steps, so the
 * docs build needs no World; `scenario-positions.test.ts`-style checks in the docs compare
 * its answers with the engine (every position it finds must start a game).
 */
import { parseDiagram as parseTriDDiagram } from '@arbiter/tri-d-chess';
import { parseDiagram as parseDrakoburgDiagram, setupCastles } from '@arbiter/drakoburg';

/** The parts of a Gherkin step this module reads. */
export interface StepLike {
  readonly keyword: string;
  readonly text: string;
  readonly docString?: { readonly content: string };
}

/** A position a scenario draws, as the steps would start it. */
export interface DrawnPosition {
  readonly game: 'tri-d-chess' | 'drakoburg';
  /** A position string or a setup name, as given to the game's `start`. */
  readonly setup: string;
  /** Rule options set by earlier steps of the scenario (and its background). */
  readonly options: Readonly<Record<string, string>>;
  /** Index of the step that draws it. */
  readonly step: number;
  /** Fields a Drakoburg diagram marks with `*`. */
  readonly marks: readonly string[];
  /** Why the drawing cannot be read (the docs build fails on it). */
  readonly error?: string;
}

const COLOR = '([Ww]hite|[Bb]lack|[Bb]ílý|[Čč]erný|[Bb]ílá|[Čč]erná)';
const side = (word: string): 'w' | 'b' => (/^(white|bíl)/i.test(word) ? 'w' : 'b');

const TRI_D_DIAGRAM = new RegExp(
  `^(?:the Tri-D position, ${COLOR} to move|pozice Tri-D, na tahu ${COLOR})(?:, (?:move number|tah číslo) (\\d+))?:$`,
);
const TRI_D_STRING = /^(?:the Tri-D position|pozice Tri-D) "([^"]*)"$/;
const DRK_DIAGRAM = new RegExp(
  `^(?:the Drakoburg board, ${COLOR} to move|hrací plán Drakoburgu, na tahu ${COLOR})` +
    `(?:, (?:with the castle|hrad) "([a-g][1-7])" (?:already used|už byl využit)|, (\\d+) (?:plies since the last capture or lancer move|půltahů od posledního braní nebo tahu kopiníkem))?:$`,
);
const OPTION = /^(?:the rule option|volba pravidel) "([^"]+)" (?:is|je) "([^"]+)"$/;
const OPTIONS = /^(?:the rule options|volby pravidel) "([^"]+)"$/;
const GAME_SETUP = /^(?:a game of|partie hry) "([^"]+)" (?:from the setup|z postavení) "([^"]+)"$/;
const NEW_GAME = /^(?:a new game of|nová partie hry) "([^"]+)"$/;

const GAME_IDS: Record<string, DrawnPosition['game']> = {
  'tri-d-chess': 'tri-d-chess',
  'tri-d': 'tri-d-chess',
  drakoburg: 'drakoburg',
};

/** Fills `<name>` placeholders of a Scenario Outline from one Examples row. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/<([^<>]+)>/g, (whole, name: string) => values[name] ?? whole);
}

function drakoburgMarks(doc: string): string[] {
  const marks: string[] = [];
  const rows = doc
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^a\s+b\s+c/.test(l));
  rows.forEach((line, r) =>
    line
      .replace(/^[1-7]\s+/, '')
      .split(/\s+/)
      .forEach((c, f) => {
        if (c === '*') marks.push(`${'abcdefg'[f]}${7 - r}`);
      }),
  );
  return marks.sort();
}

/**
 * The positions the steps draw, in order, with the rule options in force at each. `values`
 * fills an outline's placeholders (one Examples row).
 */
export function drawnPositions(
  steps: readonly StepLike[],
  values: Readonly<Record<string, string>> = {},
): DrawnPosition[] {
  const out: DrawnPosition[] = [];
  let options: Record<string, string> = {};
  steps.forEach((s, step) => {
    const text = fillPlaceholders(s.text.trim(), values);
    const doc = s.docString ? fillPlaceholders(s.docString.content, values) : undefined;
    let m: RegExpExecArray | null;
    if ((m = OPTION.exec(text))) options = { ...options, [m[1]]: m[2] };
    else if ((m = OPTIONS.exec(text))) {
      for (const part of m[1].split(',')) {
        const [k, v] = part.split('=').map((x) => x.trim());
        if (k && v) options = { ...options, [k]: v };
      }
    } else if ((m = TRI_D_DIAGRAM.exec(text)) && doc !== undefined) {
      const d = parseTriDDiagram(doc);
      const turn = side(m[1] ?? m[2]);
      const setup = d.ok ? `${d.value.pieces} ${d.value.boards} ${turn} - - 0 ${m[3] ?? 10}` : '';
      out.push({
        game: 'tri-d-chess',
        setup,
        options,
        step,
        marks: [],
        ...(d.ok ? {} : { error: d.error.message }),
      });
    } else if ((m = TRI_D_STRING.exec(text))) {
      out.push({ game: 'tri-d-chess', setup: m[1], options, step, marks: [] });
    } else if ((m = DRK_DIAGRAM.exec(text)) && doc !== undefined) {
      const d = parseDrakoburgDiagram(doc.replace(/\*/g, '.'));
      const turn = side(m[1] ?? m[2]);
      const castles = `${setupCastles(options.setup === 'promotion-map' ? 'promotion-map' : 'lance')} 26`;
      const tail = m[3] ? `${castles} ${m[3]} 0 1` : m[4] ? `${castles} - ${m[4]} 60` : `${castles} - 0 1`;
      out.push({
        game: 'drakoburg',
        setup: d.ok ? `${d.value} ${turn} ${tail}` : '',
        options,
        step,
        marks: drakoburgMarks(doc),
        ...(d.ok ? {} : { error: d.error.message }),
      });
    } else if ((m = GAME_SETUP.exec(text)) && GAME_IDS[m[1]]) {
      out.push({ game: GAME_IDS[m[1]], setup: m[2], options, step, marks: [] });
    } else if ((m = NEW_GAME.exec(text)) && GAME_IDS[m[1]]) {
      out.push({ game: GAME_IDS[m[1]], setup: 'standard', options, step, marks: [] });
    }
  });
  return out;
}
