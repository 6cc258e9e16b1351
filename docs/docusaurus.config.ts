// The Arbiter documentation site: rules, rulings, options and generated spec pages,
// in English (default) and Czech. The build makes no network request: no search
// service (the search index is built with the site), no analytics, no remote assets.
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { themes as prismThemes } from 'prism-react-renderer';
import { searchOptions } from './search-options';
import remarkSearchFolding from './src/remark/search-folding';

// Rule anchor -> scenarios pinning it down, per locale; written by scripts/rulebook-links.ts
// before every build and read by the Heading theme component.
const ruleScenariosFile = path.join(__dirname, 'generated', 'rule-scenarios.json');
const ruleScenarios: unknown = existsSync(ruleScenariosFile)
  ? JSON.parse(readFileSync(ruleScenariosFile, 'utf8'))
  : {};

const config: Config = {
  title: 'Arbiter',
  tagline: 'Executable rules for Tri-Dimensional Chess and Drakoburg, and club tournaments',
  url: 'https://arbiter.example.org',
  baseUrl: '/',
  trailingSlash: false,
  future: { v4: true, faster: true },
  customFields: { ruleScenarios },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // v4 turns MDX 1 compatibility off; keep the classic explicit heading ids `{#tr-3-6}`,
    // the anchors every rule id maps to.
    mdx1Compat: { headingIds: true },
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'cs'],
    localeConfigs: {
      en: { label: 'English', htmlLang: 'en-GB' },
      cs: { label: 'Čeština', htmlLang: 'cs-CZ' },
    },
  },
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: './sidebars.ts', routeBasePath: 'docs', remarkPlugins: [remarkSearchFolding] },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: false,
      } satisfies Preset.Options,
    ],
  ],
  // Offline search in both locales, built with the site (see search-options.ts for the languages).
  themes: [['@easyops-cn/docusaurus-search-local', searchOptions]],
  themeConfig: {
    navbar: {
      title: 'Arbiter',
      items: [
        { type: 'docSidebar', sidebarId: 'rules', position: 'left', label: 'Rules' },
        { to: '/docs/specs', position: 'left', label: 'Specs' },
        { type: 'localeDropdown', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      copyright: 'Arbiter: rules written in our own words from public sources; see each page for its source.',
    },
    prism: { theme: prismThemes.github, darkTheme: prismThemes.dracula },
  } satisfies Preset.ThemeConfig,
};

export default config;
