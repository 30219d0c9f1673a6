// ESLint flat config: Next.js's own rule sets (core web vitals, TypeScript), then the
// few settings this codebase needs. Formatting is Prettier's job (.prettierrc.json).
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

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
