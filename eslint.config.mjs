// One lint configuration for the whole workspace.
// Module boundaries follow ../shared/ARCHITECTURE.md: imports only run downwards.
//   scope:kernel  <- the contract every game and system builds on; imports nothing of ours
//   scope:store   <- persistence; imports the kernel only
//   type:rules    <- a game (tri-d-chess, drakoburg); imports the kernel only, never another game
//   type:tournament <- tournament domain; imports the kernel only
//   type:pairing  <- a pairing system; imports the kernel and the tournament domain
//   type:toolkit  <- what every shell shares (@arbiter/toolkit: registries, catalogues, reading and
//                    filing games); imports the floors below it, never a shell
//   type:api      <- the server's HTTP contract (@arbiter/api: routes, answers, events; zod, browser-safe);
//                    imports the kernel and the tournament domain only, so the web app may carry it
//   type:shell    <- apps, features, docs: may import every package through its public index
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.docusaurus/**',
      '**/reports/**',
      '**/.nx/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'],
    plugins: { '@nx': nx },
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // The CLI's entry imports these lazily so `arbiter --help` loads no game; its commands import
          // them statically once they run. Both are right: the bundle splits where the entry awaits.
          checkDynamicDependenciesExceptions: ['@arbiter/kernel', '@arbiter/toolkit'],
          depConstraints: [
            { sourceTag: 'scope:kernel', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:store', onlyDependOnLibsWithTags: ['scope:kernel'] },
            { sourceTag: 'type:rules', onlyDependOnLibsWithTags: ['scope:kernel'] },
            { sourceTag: 'type:tournament', onlyDependOnLibsWithTags: ['scope:kernel'] },
            // Weighted matching: pure graph code, no chess (the kernel only for its seeded generator in tests).
            { sourceTag: 'scope:matching', onlyDependOnLibsWithTags: ['scope:kernel'] },
            // What every Swiss system shares (C.04.1): players, colours, who may meet whom.
            { sourceTag: 'type:swiss', onlyDependOnLibsWithTags: ['scope:kernel', 'type:tournament'] },
            {
              sourceTag: 'type:pairing',
              onlyDependOnLibsWithTags: ['scope:kernel', 'type:tournament', 'type:swiss', 'scope:matching'],
            },
            {
              sourceTag: 'type:toolkit',
              onlyDependOnLibsWithTags: [
                'scope:kernel',
                'scope:store',
                'type:rules',
                'type:tournament',
                'type:pairing',
              ],
            },
            { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['scope:kernel', 'type:tournament'] },
            { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['*'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
