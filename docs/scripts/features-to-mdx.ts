/**
 * Generated spec pages: one MDX page per `features/**\/*.feature`, for English and for
 * Czech (from its Czech twin under `features/cs/`, the one cucumber runs), plus an index with every
 * rule tag and the scenarios that carry it. Tags that name a rule (`@TR-3.6`) link to the
 * rule's anchor on the hand-written pages, found through the anchor index, so a tag with
 * no docs anchor yet stays plain text instead of breaking the build.
 *
 * Run: `tsx scripts/features-to-mdx.ts` (the build does it first). Output is git-ignored.
 * Trade-off: the pages are rebuilt from scratch every time (no incremental state); the
 * whole run takes well under a second for hundreds of scenarios.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import {
  IdGenerator,
  type DataTable,
  type Feature,
  type Scenario,
  type Step,
  type Tag,
} from '@cucumber/messages';
import { ruleAnchor, ruleFromTag } from '@arbiter/kernel';
import { anchorIndex } from './anchors';
import { escapeMdx, fence, table, yamlString } from './mdx';
import { scenarioPictures, type PictureTally } from './scenario-pictures';
import { czechSource, isGeneratedTwin, linkCodes, messageAnchorsOf } from './spec-links';

export type Locale = 'en' | 'cs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DOCS_ROOT = path.resolve(here, '..');
export const FEATURES_ROOT = path.resolve(DOCS_ROOT, '..', 'features');
export const SPEC_DIRS: Record<Locale, string> = {
  en: path.join(DOCS_ROOT, 'docs', 'specs'),
  cs: path.join(DOCS_ROOT, 'i18n', 'cs', 'docusaurus-plugin-content-docs', 'current', 'specs'),
};

/** Folder labels in the sidebar; their Czech forms live in i18n/cs/.../current.json. */
export const FOLDER_LABELS: Record<string, string> = {
  'tri-d-chess': 'Tri-D Chess specs',
  drakoburg: 'Drakoburg specs',
  tournament: 'Tournament specs',
  variants: 'Variant specs',
};

const TEXT = {
  en: {
    indexTitle: 'Specs',
    indexIntro:
      'Each page below is generated from one Gherkin feature file under `features/` before every build. ' +
      'Tags that name a rule link to that rule on the rules pages; the table at the end lists every rule tag ' +
      'and the scenarios that carry it.',
    none: 'No feature files exist yet; pages appear here as soon as `features/**/*.feature` files are written.',
    note: '',
    source: 'Source',
    tagIndex: 'Rule tags',
    tag: 'Tag',
    rule: 'Rule page',
    scenarios: 'Scenarios',
    notOnPage: 'no anchor yet',
    broken: 'This feature file could not be parsed; the spec run reports the same error:',
    examples: 'Examples',
    background: 'Background',
  },
  cs: {
    indexTitle: 'Specifikace',
    indexIntro:
      'Každá stránka níže vzniká před každým sestavením webu z jednoho souboru Gherkin ve složce `features/`. ' +
      'Štítky, které jmenují pravidlo, odkazují na to pravidlo na stránkách s pravidly; tabulka na konci ' +
      'uvádí všechny štítky pravidel a scénáře, které je nesou.',
    none: 'Zatím neexistuje žádný soubor feature; stránky se tu objeví, jakmile vzniknou soubory `features/**/*.feature`.',
    note:
      ':::note[Spustitelná česká pravidla]\n\nScénáře na této stránce jsou česká podoba anglických scénářů ' +
      '(`features/cs/`), vytvořená z týchž kroků; cucumber je spouští stejně jako anglické. ' +
      'Odkazy ze štítků vedou na české stránky s pravidly.\n\n:::\n',
    source: 'Zdroj',
    tagIndex: 'Štítky pravidel',
    tag: 'Štítek',
    rule: 'Stránka pravidla',
    scenarios: 'Scénáře',
    notOnPage: 'zatím bez kotvy',
    broken: 'Tento soubor feature nejde přečíst; běh specifikací hlásí stejnou chybu:',
    examples: 'Příklady',
    background: 'Pozadí',
  },
} as const;

/** The docs anchor a tag points at, or undefined when the tag names no documented rule. */
export function tagAnchor(tag: string, anchors: ReadonlyMap<string, string>): string | undefined {
  let anchor = ruleAnchor(ruleFromTag(tag));
  while (anchor) {
    if (anchors.has(anchor)) return anchor;
    const cut = anchor.lastIndexOf('-');
    // Never fall back to a bare prefix such as `v` or `tr`: that names a page, not a rule.
    if (cut <= 0 || !anchor.slice(0, cut).includes('-')) return undefined;
    anchor = anchor.slice(0, cut);
  }
  return undefined;
}

/** The generated page's path for a feature file: `.mdx`, and only characters that are safe in a link. */
export function pagePath(rel: string): string {
  return rel.replace(/\.feature$/, '.mdx').replace(/[^A-Za-z0-9._/-]/g, '-');
}

/** Every `.feature` file under `root`, relative paths with `/`, sorted. */
export function listFeatures(root: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    let names: string[];
    try {
      names = readdirSync(path.join(root, rel));
    } catch {
      return;
    }
    for (const name of names.sort()) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      // features/cs holds the Czech twins (features/scripts/czech.ts): the Czech pages of the same files.
      if (!rel && name === 'cs') continue;
      const r = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(root, r)).isDirectory()) walk(r);
      else if (name.endsWith('.feature')) out.push(r);
    }
  };
  walk('');
  return out;
}

/** Parses one feature file; a syntax error comes back as a message, never thrown. */
export function parseFeature(text: string): { feature?: Feature; error?: string } {
  try {
    const parser = new Parser(new AstBuilder(IdGenerator.uuid()), new GherkinClassicTokenMatcher());
    const doc = parser.parse(text);
    return doc.feature ? { feature: doc.feature } : { error: 'The file holds no Feature.' };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

interface Context {
  /** anchor -> page path relative to the docs folder. */
  anchors: ReadonlyMap<string, string>;
  /** Folder of the page being written, relative to the docs folder. */
  pageDir: string;
  /** tag -> scenarios (page path, heading) collected for the index. */
  uses: Map<string, { page: string; name: string }[]>;
  page: string;
  /** Pictures of the positions a scenario draws, by step index (scenario-pictures.ts). */
  pictures?: (s: Scenario) => Map<number, string>;
  /** Rejection code -> link to its entry in the messages reference, relative to this page. */
  codes?: ReadonlyMap<string, string>;
}

/** How a page gets its pictures: where to write them and what to count. */
export interface PicturePlan {
  docsRoot: string;
  locale: Locale;
  tally: PictureTally;
}

function tagLink(tag: string, ctx: Context): string {
  const anchor = tagAnchor(tag, ctx.anchors);
  const label = escapeMdx(tag);
  if (!anchor) return `<code>${label}</code>`;
  const target = path.posix.relative(ctx.pageDir, ctx.anchors.get(anchor)!);
  return `[<code>${label}</code>](${target}#${anchor})`;
}

function tagLine(tags: readonly Tag[], ctx: Context, scenario?: string): string {
  if (scenario !== undefined) {
    for (const t of tags) {
      const list = ctx.uses.get(t.name) ?? [];
      list.push({ page: ctx.page, name: scenario });
      ctx.uses.set(t.name, list);
    }
  }
  return tags.length ? tags.map((t) => tagLink(t.name, ctx)).join(' ') + '\n\n' : '';
}

function dataTable(t: DataTable, indent: string): string {
  return table(
    t.rows.map((r) => r.cells.map((c) => c.value)),
    indent,
  );
}

/**
 * Step text with its quoted arguments set as code, so values stand out from the wording;
 * with `codes` (code -> link target), every rejection code links to its message entry.
 */
export function stepText(text: string, codes?: ReadonlyMap<string, string>): string {
  return text
    .split(/("[^"]*")/)
    .map((part) =>
      /^"[^"]*"$/.test(part) && part.length > 2
        ? `"<code>${escapeMdx(part.slice(1, -1))}</code>"`
        : linkCodes(part, codes),
    )
    .join('');
}

function steps(
  list: readonly Step[],
  codes?: ReadonlyMap<string, string>,
  pictures?: Map<number, string>,
): string {
  return (
    list
      .map((s, i) => {
        let out = `- **${escapeMdx(s.keyword.trim())}** ${stepText(s.text, codes)}`;
        if (s.docString) out += '\n\n' + fence(s.docString.content, s.docString.mediaType ?? 'text', '  ');
        if (s.dataTable) out += '\n\n' + dataTable(s.dataTable, '  ');
        out += pictures?.get(i) ?? '';
        return out;
      })
      .join('\n') + '\n\n'
  );
}

function description(text: string | undefined): string {
  const t = (text ?? '').trim();
  if (!t) return '';
  return (
    t
      .split(/\n\s*\n/)
      .map((p) =>
        p
          .split('\n')
          .map((l) => escapeMdx(l.trim()))
          .join(' '),
      )
      .join('\n\n') + '\n\n'
  );
}

function scenario(s: Scenario, level: string, ctx: Context, inherited: readonly Tag[]): string {
  let out = `${level} ${escapeMdx(s.keyword)}: ${escapeMdx(s.name)}\n\n`;
  const own = [...s.tags];
  out += tagLine(own, ctx, s.name);
  for (const t of inherited) {
    const list = ctx.uses.get(t.name) ?? [];
    list.push({ page: ctx.page, name: s.name });
    ctx.uses.set(t.name, list);
  }
  out += description(s.description);
  out += steps(s.steps, ctx.codes, ctx.pictures?.(s));
  for (const ex of s.examples) {
    out += `**${escapeMdx(ex.keyword)}${ex.name ? ': ' + escapeMdx(ex.name) : ''}**\n\n`;
    out += tagLine(ex.tags, ctx);
    out += description(ex.description);
    const rows = [ex.tableHeader, ...ex.tableBody].filter((r) => r !== undefined);
    if (rows.length) out += table(rows.map((r) => r.cells.map((c) => c.value))) + '\n\n';
  }
  return out;
}

/** The MDX page for one feature file. */
export function featurePage(
  rel: string,
  text: string,
  locale: Locale,
  anchors: ReadonlyMap<string, string>,
  uses: Map<string, { page: string; name: string }[]>,
  messageAnchors: ReadonlyMap<string, string> = new Map(),
  plan?: PicturePlan,
): string {
  const T = TEXT[locale];
  const page = `specs/${pagePath(rel)}`;
  const pageDir = path.posix.dirname(page);
  const codes = new Map(
    [...messageAnchors].map(([code, target]) => [code, path.posix.relative(pageDir, target)] as const),
  );
  const ctx: Context = { anchors, pageDir, uses, page, codes };
  const { feature, error } = parseFeature(text);
  if (plan && feature) {
    const background = feature.children.find((c) => c.background)?.background?.steps ?? [];
    let n = 0;
    ctx.pictures = (s) =>
      scenarioPictures(
        {
          docsRoot: plan.docsRoot,
          locale: plan.locale,
          key: `specs/${plan.locale}/${pagePath(rel).replace(/\.mdx$/, '')}/${++n}`,
          name: s.name,
          steps: s.steps,
          background,
          examples: s.examples,
          where: `features/${rel}`,
        },
        plan.tally,
      );
  }
  const title = feature?.name || path.posix.basename(rel, '.feature');
  let out = `---\ntitle: ${yamlString(title)}\ncustom_edit_url: null\n---\n\n`;
  out += `{/* Generated by docs/scripts/features-to-mdx.ts from features/${rel}; do not edit. */}\n\n`;
  out += `# ${escapeMdx(title)}\n\n`;
  if (T.note) out += T.note + '\n';
  out += `${T.source}: <code>features/${escapeMdx(locale === 'cs' && isGeneratedTwin(text) ? `cs/${rel}` : rel)}</code>\n\n`;
  if (!feature) return out + `${T.broken}\n\n` + fence(error ?? '', 'text') + '\n';
  const featureTags = [...feature.tags];
  out += tagLine(featureTags, ctx);
  out += description(feature.description);
  for (const child of feature.children) {
    if (child.background) {
      out += `## ${escapeMdx(child.background.keyword)}${child.background.name ? ': ' + escapeMdx(child.background.name) : ''}\n\n`;
      out += steps(child.background.steps, ctx.codes);
    } else if (child.scenario) {
      out += scenario(child.scenario, '##', ctx, featureTags);
    } else if (child.rule) {
      const rule = child.rule;
      out += `## ${escapeMdx(rule.keyword)}: ${escapeMdx(rule.name)}\n\n`;
      out += tagLine(rule.tags, ctx);
      out += description(rule.description);
      for (const rc of rule.children) {
        if (rc.background) {
          out += `### ${escapeMdx(rc.background.keyword)}\n\n` + steps(rc.background.steps, ctx.codes);
        } else if (rc.scenario) {
          out += scenario(rc.scenario, '###', ctx, [...featureTags, ...rule.tags]);
        }
      }
    }
  }
  return out;
}

function indexPage(
  locale: Locale,
  features: readonly { rel: string; title: string }[],
  anchors: ReadonlyMap<string, string>,
  uses: Map<string, { page: string; name: string }[]>,
): string {
  const T = TEXT[locale];
  let out = `---\ntitle: ${yamlString(T.indexTitle)}\nsidebar_position: 1\ncustom_edit_url: null\n---\n\n`;
  out += `{/* Generated by docs/scripts/features-to-mdx.ts; do not edit. */}\n\n# ${T.indexTitle}\n\n`;
  if (T.note) out += T.note + '\n';
  out += T.indexIntro + '\n\n';
  if (features.length === 0) return out + T.none + '\n';
  for (const f of features) {
    out += `- [${escapeMdx(f.title)}](./${pagePath(f.rel)}) <code>${escapeMdx(f.rel)}</code>\n`;
  }
  out += `\n## ${T.tagIndex} {#spec-tags}\n\n| ${T.tag} | ${T.rule} | ${T.scenarios} |\n| --- | --- | --- |\n`;
  const ctx: Context = { anchors, pageDir: 'specs', uses: new Map(), page: 'specs/index.mdx' };
  const tags = [...uses.keys()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  for (const tag of tags) {
    const anchor = tagAnchor(tag, anchors);
    const list = uses.get(tag)!;
    const pages = [...new Set(list.map((u) => u.page))]
      .map((p) => `[${escapeMdx(path.posix.basename(p, '.mdx'))}](${path.posix.relative('specs', p)})`)
      .join(', ');
    out += `| <code>${escapeMdx(tag)}</code> | ${anchor ? tagLink(tag, ctx) : T.notOnPage} | ${list.length}: ${pages} |\n`;
  }
  return out;
}

function categoryFiles(dir: string, rels: readonly string[]): void {
  const folders = new Set<string>();
  for (const rel of rels) {
    const parts = pagePath(rel).split('/').slice(0, -1);
    for (let i = 1; i <= parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  for (const folder of folders) {
    const name = folder.split('/').pop()!;
    const label = FOLDER_LABELS[name] ?? name;
    mkdirSync(path.join(dir, folder), { recursive: true });
    writeFileSync(path.join(dir, folder, '_category_.json'), JSON.stringify({ label }, null, 2) + '\n');
  }
}

/** Writes every spec page for both locales; returns the number of feature files. */
export function generate(
  featuresRoot = FEATURES_ROOT,
  docsRoot = DOCS_ROOT,
  tally: PictureTally = { pictures: 0 },
): number {
  rmSync(path.join(docsRoot, 'static', 'diagrams', 'specs'), { recursive: true, force: true });
  const anchors = anchorIndex(path.join(docsRoot, 'docs'), ['specs', 'reference']);
  const rels = listFeatures(featuresRoot);
  for (const locale of ['en', 'cs'] as const) {
    const dir =
      locale === 'en'
        ? path.join(docsRoot, 'docs', 'specs')
        : path.join(docsRoot, 'i18n', 'cs', 'docusaurus-plugin-content-docs', 'current', 'specs');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    if (locale === 'en') {
      writeFileSync(
        path.join(dir, '_category_.json'),
        JSON.stringify({ label: 'Specs', position: 90, link: { type: 'doc', id: 'specs/index' } }, null, 2) +
          '\n',
      );
      categoryFiles(dir, rels);
    }
    const uses = new Map<string, { page: string; name: string }[]>();
    const features: { rel: string; title: string }[] = [];
    const messageAnchors = messageAnchorsOf(docsRoot);
    for (const rel of rels) {
      const text =
        locale === 'cs' ? czechSource(featuresRoot, rel) : readFileSync(path.join(featuresRoot, rel), 'utf8');
      const target = path.join(dir, pagePath(rel));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(
        target,
        featurePage(rel, text, locale, anchors, uses, messageAnchors, { docsRoot, locale, tally }),
      );
      features.push({ rel, title: parseFeature(text).feature?.name || rel });
    }
    writeFileSync(path.join(dir, 'index.mdx'), indexPage(locale, features, anchors, uses));
  }
  return rels.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const tally = { pictures: 0 };
  const n = generate(FEATURES_ROOT, DOCS_ROOT, tally);
  console.log(
    `features-to-mdx: ${n} feature file(s) -> docs/docs/specs and the Czech copy, ${tally.pictures} position picture(s)`,
  );
}
