/**
 * Options of the offline search (@easyops-cn/docusaurus-search-local): the index is built with
 * the site, per locale, and the browser searches it itself; no search service is asked.
 *
 * Languages: lunr has no Czech. With English alone, lunr's trimmer strips every letter outside
 * A-Z at a word's ends, so Czech words such as "šach", "hráč" or "kopiník" are indexed as "ach",
 * "hr" and "kopin" and the same words typed into the search box find nothing. Adding Polish gives
 * the index the letters of Latin Extended-A (š, č, ř, ž, ě, ů ...) and a Slavic stemmer that folds
 * endings the two languages share (deska/desky, kopiník/kopiníky). One list serves both locales:
 * the plugin sets its languages up once per process, and Docusaurus builds both locales in one.
 * `scripts/search-check.ts` proves after every build that words of both languages are found.
 */
export const SEARCH_LANGUAGES = ['en', 'pl'];

/** The plugin's options (read by docusaurus.config.ts and by the search check). */
export const searchOptions = {
  hashed: true,
  language: SEARCH_LANGUAGES,
  // Some Polish stop words are words of a Czech rule ("mimo", "dwa", "ma"): keep every word.
  removeDefaultStopWordFilter: ['pl'],
  indexBlog: false,
  docsRouteBasePath: '/docs',
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: true,
};
