// ESLint flat config: Next.js's own rule sets (core web vitals, TypeScript), then the
// few settings this codebase needs. Formatting is Prettier's job (.prettierrc.json).
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import { browserCodeConfigs, plugin as siteLocal } from './eslint/client-code.mjs';

const ROOT = import.meta.dirname;

/** @type {import('eslint').Linter.Config[]} */
const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    ignores: [
      '.contentlayer/**',
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'test-fixtures/**',
      'bench/tmp/**',
      '.emulator/**',
      'lib/content/routes.generated.ts',
      'next-env.d.ts',
    ],
  },
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused code is a bug here, not a style question.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-unused-expressions': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Images are drawn by the site (SVG, next/og); next/image would add client code for none.
      '@next/next/no-img-element': 'off',
      // French copy is full of apostrophes; the characters that are real JSX mistakes stay forbidden.
      'react/no-unescaped-entities': ['error', { forbid: ['>', '}', '"'] }],
    },
  },
  {
    // The browser builds no locale service: no Intl, toLocale*() or localeCompare() in a 'use client' file
    // (the rule reads the directive), nor in the modules only browser code imports (browserCodeConfigs below).
    // The first Intl.Collator('fr') cost 13–29 ms of hydration (476deaa): the server orders names and formats
    // dates, the browser shows them. e2e/page-checks/load-work.ts checks the same in the browser, for every route.
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    plugins: { 'site-local': siteLocal },
    rules: { 'site-local/no-locale-services': 'error' },
  },
  ...browserCodeConfigs(ROOT),
  {
    // The site's links to its own pages go through components/SiteLink.tsx, which adds what the site promises
    // on top of next/link: prefetch on intent, the animated landing, a full load after a new build.
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    ignores: ['components/SiteLink.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['next/link', 'next/link.js'].map((name) => ({
          name,
          message:
            'Link to the site’s pages with <SiteLink> (components/SiteLink.tsx): a bare next/link loses its prefetch on intent, the animated landing and the full load after a new build.',
        })),
      ],
    },
  },
  {
    // Components stay small parts: a function over 80 lines (blank lines and comments counted) is split.
    // What a component needs from a page's MDX is computed once by the content build (contentlayer.config.ts,
    // lib/mdx/page-facts.ts), never read from the raw text at render time.
    files: ['components/**/*.{ts,tsx}', 'mdx-components.tsx'],
    rules: {
      'max-lines-per-function': ['error', { max: 80 }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.property.name='body'][property.name='raw']",
          message:
            'Components do not read a page’s raw MDX: compute what they need in the content build (contentlayer.config.ts, lib/mdx/page-facts.ts).',
        },
      ],
    },
  },
];

export default config;
