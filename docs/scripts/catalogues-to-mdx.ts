/**
 * Generated reference pages from the packages' own catalogues: every rule option a game
 * offers (values, default, rule, description) with its setups, and every rejection code
 * of every package (rule and text), in English and in Czech. So the docs can never list an
 * option or a message the code does not have.
 *
 * The packages are found through `packages/*\/package.json` and loaded through their public
 * index; their exports are recognised by shape (a game, an option catalogue, a message
 * catalogue), so a new package or export appears without touching this script. A package
 * that fails to load is reported on the page and on the console, and does not stop the build.
 * Trade-off: loading every package costs about a second of build time.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ruleAnchor } from '@arbiter/kernel';
import { anchorIndex } from './anchors';
import { escapeMdx, yamlString } from './mdx';

export type Locale = 'en' | 'cs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DOCS_ROOT = path.resolve(here, '..');
const PACKAGES_ROOT = path.resolve(DOCS_ROOT, '..', 'packages');

interface Texts {
  readonly en: string;
  readonly cs: string;
}
export interface OptionLike {
  readonly id: string;
  readonly values: readonly string[];
  readonly default: string;
  readonly rule: string;
  readonly description: Texts;
}
export interface SetupLike {
  readonly id: string;
  readonly rule: string;
  readonly description: Texts;
  readonly available: boolean;
}
export interface GameLike {
  readonly id: string;
  readonly title: string;
  readonly options: readonly OptionLike[];
  readonly setups: readonly SetupLike[];
}
export interface MessageLike {
  readonly rule: string;
  readonly en: string;
  readonly cs: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isTexts = (v: unknown): v is Texts =>
  isRecord(v) && typeof v.en === 'string' && typeof v.cs === 'string';

export function isOption(v: unknown): v is OptionLike {
  return (
    isRecord(v) &&
    typeof v.id === 'string' &&
    Array.isArray(v.values) &&
    typeof v.default === 'string' &&
    typeof v.rule === 'string' &&
    isTexts(v.description)
  );
}
export function isOptionCatalogue(v: unknown): v is readonly OptionLike[] {
  return Array.isArray(v) && v.length > 0 && v.every(isOption);
}
export function isGame(v: unknown): v is GameLike {
  return (
    isRecord(v) &&
    typeof v.id === 'string' &&
    typeof v.title === 'string' &&
    Array.isArray(v.options) &&
    v.options.every(isOption) &&
    Array.isArray(v.setups)
  );
}
export function isMessageCatalogue(v: unknown): v is Readonly<Record<string, MessageLike>> {
  if (!isRecord(v) || Array.isArray(v)) return false;
  const entries = Object.entries(v);
  return (
    entries.length > 0 &&
    entries.every(
      ([k, e]) => /^[A-Z][A-Z0-9_]*$/.test(k) && isRecord(e) && typeof e.rule === 'string' && isTexts(e),
    )
  );
}

export interface Found {
  games: { pkg: string; name: string; game: GameLike }[];
  options: { pkg: string; name: string; options: readonly OptionLike[] }[];
  messages: { pkg: string; name: string; messages: Readonly<Record<string, MessageLike>> }[];
}

/** Sorts one package's exports into games, option catalogues and message catalogues, each once. */
export function collect(
  pkg: string,
  mod: Record<string, unknown>,
  into: Found,
  seen = new Set<unknown>(),
): void {
  const entries = Object.entries(mod).sort(([a], [b]) => a.localeCompare(b));
  for (const [name, value] of entries) {
    if (seen.has(value)) continue;
    if (isGame(value)) {
      seen.add(value);
      seen.add(value.options);
      // The same game may be exported under two names (the engine's rule set and the game with
      // its variants): keep the fullest, the one the CLI registers, so every setup it knows is listed.
      const size = (g: GameLike) => g.options.length + g.setups.length;
      const at = into.games.findIndex((g) => g.game.id === value.id);
      if (at < 0) into.games.push({ pkg, name, game: value });
      else if (size(value) > size(into.games[at].game)) into.games[at] = { pkg, name, game: value };
    }
  }
  const gameOptionIds = new Set(into.games.flatMap((g) => g.game.options.map((o) => o.id)));
  for (const [name, value] of entries) {
    if (seen.has(value)) continue;
    if (isOptionCatalogue(value)) {
      seen.add(value);
      // A catalogue a game already offers (the variant options) is listed under that game.
      if (!value.every((o) => gameOptionIds.has(o.id))) into.options.push({ pkg, name, options: value });
    } else if (isMessageCatalogue(value)) {
      seen.add(value);
      const key = Object.keys(value).sort().join(',');
      if (!into.messages.some((m) => Object.keys(m.messages).sort().join(',') === key))
        into.messages.push({ pkg, name, messages: value });
    }
  }
}

/** A link to the rule's anchor when the docs have it (or its enclosing clause), else the id as code. */
export function ruleLink(rule: string, anchors: ReadonlyMap<string, string>, pageDir: string): string {
  let anchor = ruleAnchor(rule);
  while (anchor && !anchors.has(anchor)) {
    const cut = anchor.lastIndexOf('-');
    anchor = cut > 0 && anchor.slice(0, cut).includes('-') ? anchor.slice(0, cut) : '';
  }
  const label = `<code>${escapeMdx(rule)}</code>`;
  if (!anchor) return label;
  return `[${label}](${path.posix.relative(pageDir, anchors.get(anchor)!)}#${anchor})`;
}

const TEXT = {
  en: {
    category: 'Reference',
    optionsTitle: 'Option catalogue',
    optionsIntro:
      "Generated from the games' own option catalogues before every build, so it lists exactly what the " +
      "software accepts. The explanations are on each game's rule options and rulings pages.",
    messagesTitle: 'Messages',
    messagesIntro:
      'Every rejection code the software can return, with the rule it applies and its text; `{name}` ' +
      "stands for a detail filled in from the situation. Generated from the packages' message catalogues.",
    option: 'Option',
    values: 'Values',
    def: 'Default',
    rule: 'Rule',
    description: 'Meaning',
    setups: 'Setups',
    setup: 'Setup',
    available: 'Available',
    yes: 'yes',
    no: 'no',
    code: 'Code',
    text: 'Text',
    from: 'From',
    failed: 'could not be loaded',
    nothing: 'No package exports one yet.',
  },
  cs: {
    category: 'Reference',
    optionsTitle: 'Katalog voleb',
    optionsIntro:
      'Vzniká před každým sestavením z katalogů voleb samotných her, takže uvádí přesně to, co program ' +
      'přijímá. Vysvětlení jsou na stránkách voleb pravidel a rozhodnutí každé hry.',
    messagesTitle: 'Hlášení',
    messagesIntro:
      'Každý kód odmítnutí, který program může vrátit, s pravidlem, které uplatňuje, a s jeho textem; ' +
      '`{name}` zastupuje podrobnost doplněnou podle situace. Vzniká z katalogů hlášení balíčků.',
    option: 'Volba',
    values: 'Hodnoty',
    def: 'Výchozí',
    rule: 'Pravidlo',
    description: 'Význam',
    setups: 'Základní postavení',
    setup: 'Postavení',
    available: 'K dispozici',
    yes: 'ano',
    no: 'ne',
    code: 'Kód',
    text: 'Text',
    from: 'Zdroj',
    failed: 'nejde načíst',
    nothing: 'Zatím je žádný balíček neexportuje.',
  },
} as const;

const codes = (xs: readonly string[]) => xs.map((x) => `<code>${escapeMdx(x)}</code>`).join(', ');

function optionRows(
  options: readonly OptionLike[],
  locale: Locale,
  anchors: ReadonlyMap<string, string>,
): string {
  const T = TEXT[locale];
  let out = `| ${T.option} | ${T.values} | ${T.def} | ${T.rule} | ${T.description} |\n| --- | --- | --- | --- | --- |\n`;
  for (const o of options)
    out +=
      `| <code>${escapeMdx(o.id)}</code> | ${codes(o.values)} | <code>${escapeMdx(o.default)}</code> | ` +
      `${ruleLink(o.rule, anchors, 'reference')} | ${escapeMdx(o.description[locale])} |\n`;
  return out + '\n';
}

/** Front matter, the do-not-edit mark, the title and the intro of a generated page. */
function generatedHead(title: string, intro: string): string {
  return (
    `---\ntitle: ${yamlString(title)}\ncustom_edit_url: null\n---\n\n` +
    `{/* Generated by docs/scripts/catalogues-to-mdx.ts; do not edit. */}\n\n# ${title}\n\n${intro}\n\n`
  );
}

export function optionsPage(
  found: Found,
  failures: readonly string[],
  locale: Locale,
  anchors: ReadonlyMap<string, string>,
): string {
  const T = TEXT[locale];
  let out = generatedHead(T.optionsTitle, T.optionsIntro);
  for (const { game } of found.games) {
    out += `## ${escapeMdx(gameTitle(game, locale))} {#game-${ruleAnchor(game.id)}}\n\n`;
    out += optionRows(game.options, locale, anchors);
    const setups = game.setups.filter(
      (s): s is SetupLike => isRecord(s) && typeof s.id === 'string' && isTexts(s.description),
    );
    if (setups.length) {
      out += `### ${T.setups} {#setups-${ruleAnchor(game.id)}}\n\n| ${T.setup} | ${T.rule} | ${T.available} | ${T.description} |\n| --- | --- | --- | --- |\n`;
      for (const s of setups)
        out += `| <code>${escapeMdx(s.id)}</code> | ${ruleLink(String(s.rule), anchors, 'reference')} | ${s.available ? T.yes : T.no} | ${escapeMdx(s.description[locale])} |\n`;
      out += '\n';
    }
  }
  for (const { pkg, name, options } of found.options) {
    const title = SECTIONS[pkg]?.[locale] ?? pkg.replace(/^@[^/]+\//, '');
    out += `## ${escapeMdx(title)} {#options-${ruleAnchor(pkg.replace(/^@[^/]+\//, '') + '-' + name)}}\n\n${T.from}: <code>${escapeMdx(pkg)}</code>\n\n`;
    out += optionRows(options, locale, anchors);
  }
  if (found.games.length === 0 && found.options.length === 0) out += T.nothing + '\n\n';
  for (const f of failures) out += `- <code>${escapeMdx(f)}</code> ${T.failed}\n`;
  return out;
}

/** What a package's messages are about, as a reader names it: the game, or the concern. */
const SECTIONS: Record<string, { en: string; cs: string; order: number }> = {
  '@arbiter/kernel': {
    en: 'Games in general: options, records, replay',
    cs: 'Partie obecně: volby, záznamy, přehrávání',
    order: 10,
  },
  '@arbiter/tournament': {
    en: 'Tournaments and tournament files',
    cs: 'Turnaje a turnajové soubory',
    order: 20,
  },
  // Pairing systems own their catalogues under the system's id (the toolkit's owner name).
  dutch: {
    en: 'Swiss system: Dutch pairing',
    cs: 'Švýcarský systém: holandské losování',
    order: 30,
  },
  '@arbiter/store': { en: 'Storing games and tournaments', cs: 'Ukládání partií a turnajů', order: 40 },
  '@arbiter/toolkit': {
    en: 'Files, records and the command line',
    cs: 'Soubory, záznamy a příkazový řádek',
    order: 50,
  },
};

/** A game's name as a reader of the page's language knows it (the games carry their English title). */
const GAME_TITLES: Record<string, { en: string; cs: string }> = {
  'tri-d-chess': {
    en: "Tri-Dimensional Chess (Meder's Tournament Rules)",
    cs: 'Trojrozměrné šachy (Turnajová pravidla Jense Medera)',
  },
  drakoburg: { en: 'Drakoburg (Dračí šachy)', cs: 'Drakoburg (Dračí šachy)' },
};

/** The title of a game in a language: the table above, else the game's own title. */
export function gameTitle(game: Pick<GameLike, 'id' | 'title'>, locale: Locale): string {
  return GAME_TITLES[game.id]?.[locale] ?? game.title;
}

/**
 * Owners (packages, games, pairing systems) whose section would have no reader's title: the page
 * would fall back to a package name. The docs test fails on any, so a new catalogue gets a title.
 */
export function untitledOwners(found: Found): string[] {
  const gameIds = new Set(found.games.map((g) => g.game.id));
  return [...new Set(found.messages.map((m) => m.pkg))].filter(
    (owner) => !(gameIds.has(owner) ? GAME_TITLES[owner] : SECTIONS[owner]),
  );
}

/** One section per game and per concern: every catalogue of a package under one heading, each code once. */
export function messageSections(
  found: Found,
  locale: Locale,
): { title: string; anchor: string; messages: [string, MessageLike][] }[] {
  const byPkg = new Map<string, Map<string, MessageLike>>();
  for (const { pkg, messages } of found.messages) {
    const into = byPkg.get(pkg) ?? new Map<string, MessageLike>();
    for (const [code, m] of Object.entries(messages)) if (!into.has(code)) into.set(code, m);
    byPkg.set(pkg, into);
  }
  return [...byPkg]
    .map(([pkg, messages]) => {
      const game = found.games.find((g) => g.pkg === pkg)?.game;
      const known = SECTIONS[pkg];
      const title = game ? gameTitle(game, locale) : known ? known[locale] : pkg.replace(/^@[^/]+\//, '');
      const anchor = `messages-${ruleAnchor(game ? game.id : pkg.replace(/^@[^/]+\//, ''))}`;
      const order = game ? 0 : (known?.order ?? 50);
      return { title, anchor, order, messages: [...messages].sort(([a], [b]) => a.localeCompare(b)) };
    })
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
    .map(({ title, anchor, messages }) => ({ title, anchor, messages }));
}

/** The anchor of a code's entry: `ERR_KING_IN_CHECK` -> `err-king-in-check` (scenarios link here). */
export const codeAnchor = (code: string): string => code.toLowerCase().replace(/_/g, '-');

export function messagesPage(
  found: Found,
  failures: readonly string[],
  locale: Locale,
  anchors: ReadonlyMap<string, string>,
): string {
  const T = TEXT[locale];
  let out = generatedHead(T.messagesTitle, T.messagesIntro);
  const anchored = new Set<string>();
  for (const section of messageSections(found, locale)) {
    out += `## ${escapeMdx(section.title)} {#${section.anchor}}\n\n| ${T.code} | ${T.rule} | ${T.text} |\n| --- | --- | --- |\n`;
    for (const [code, m] of section.messages) {
      // A code two packages share gets its anchor at its first entry only: anchors stay unique.
      const mark = anchored.has(code) ? '' : `<Anchor id="${codeAnchor(code)}" />`;
      anchored.add(code);
      out += `| ${mark}<code>${escapeMdx(code)}</code> | ${ruleLink(m.rule, anchors, 'reference')} | ${escapeMdx(m[locale])} |\n`;
    }
    out += '\n';
  }
  if (found.messages.length === 0) out += T.nothing + '\n\n';
  for (const f of failures) out += `- <code>${escapeMdx(f)}</code> ${T.failed}\n`;
  return out;
}

/** Names of the workspace packages under `packages/`, sorted. */
export function workspacePackages(root = PACKAGES_ROOT): string[] {
  const names: string[] = [];
  for (const dir of readdirSync(root).sort()) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as { name?: string };
      if (pkg.name) names.push(pkg.name);
    } catch {
      // not a package
    }
  }
  return names;
}

/**
 * What the shells register, from the toolkit: every game (with its options and setups) and every
 * message catalogue, owned by its package, game or pairing system. Exports of the packages that
 * look like option catalogues but belong to no game are still found by shape, so none is missed.
 */
export async function registered(
  packages = workspacePackages(),
): Promise<{ found: Found; failures: string[] }> {
  const found: Found = { games: [], options: [], messages: [] };
  const failures: string[] = [];
  const toolkit = await import('@arbiter/toolkit');
  for (const game of toolkit.games.games())
    if (isGame(game)) found.games.push({ pkg: game.id, name: 'rules', game });
  for (const { owner, catalogue } of toolkit.ownedCatalogues)
    found.messages.push({ pkg: owner, name: 'catalogue', messages: catalogue });
  const seen = new Set<unknown>([
    ...found.games.flatMap((g) => [g.game, g.game.options]),
    ...found.messages.map((m) => m.messages),
  ]);
  const options: Found = { games: [...found.games], options: [], messages: [...found.messages] };
  for (const name of packages) {
    try {
      collect(name, (await import(name)) as Record<string, unknown>, options, seen);
    } catch (e) {
      failures.push(name);
      console.warn(`catalogues-to-mdx: ${name} could not be loaded: ${String(e).split('\n')[0]}`);
    }
  }
  found.options.push(...options.options);
  return { found, failures };
}

/** Writes the two reference pages for both locales from what the toolkit registers. */
export async function generate(docsRoot = DOCS_ROOT, packages = workspacePackages()): Promise<Found> {
  const { found, failures } = await registered(packages);
  const anchors = anchorIndex(path.join(docsRoot, 'docs'), ['specs', 'reference']);
  for (const locale of ['en', 'cs'] as const) {
    const dir =
      locale === 'en'
        ? path.join(docsRoot, 'docs', 'reference')
        : path.join(docsRoot, 'i18n', 'cs', 'docusaurus-plugin-content-docs', 'current', 'reference');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    if (locale === 'en')
      writeFileSync(
        path.join(dir, '_category_.json'),
        JSON.stringify({ label: 'Reference', position: 80 }, null, 2) + '\n',
      );
    writeFileSync(path.join(dir, 'options.mdx'), optionsPage(found, failures, locale, anchors));
    writeFileSync(path.join(dir, 'messages.mdx'), messagesPage(found, failures, locale, anchors));
  }
  return found;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const found = await generate();
  const n = found.messages.reduce((a, m) => a + Object.keys(m.messages).length, 0);
  console.log(
    `catalogues-to-mdx: ${found.games.length} game(s), ${found.options.length} extra option catalogue(s), ${n} message code(s) -> docs/docs/reference`,
  );
}
