/**
 * What the docs' screenshot scripts share: where each page's pictures go (beside its English page
 * and its Czech twin) and the names of the demo players they register.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The folders of a docs page's pictures in English and Czech, by its path under `tournament/`. */
export function screensFolder(folder: string): Record<'en' | 'cs', string> {
  return {
    en: path.join(REPO_ROOT, 'docs/docs/tournament', folder),
    cs: path.join(REPO_ROOT, 'docs/i18n/cs/docusaurus-plugin-content-docs/current/tournament', folder),
  };
}

/** Twelve demo players, in alphabetical order; a script takes as many as it needs. */
export const DEMO_PLAYERS: readonly string[] = [
  'Alena Bártová',
  'Boris Cech',
  'Cyril Dvořák',
  'Dana Erbenová',
  'Emil Fiala',
  'Filip Gregor',
  'Gita Horáková',
  'Hugo Ivan',
  'Ivana Jirásková',
  'Jan Kubát',
  'Karel Lukeš',
  'Lucie Malá',
];
