import { describe, expect, it } from 'vitest';
import { patchLayout, patchNextConfig } from './peer-patches.mjs';

// The starter's own text at commit 0bd9333 (timlrx/tailwind-nextjs-starter-blog), abridged.
const LAYOUT = [
  "import 'css/tailwind.css'",
  '',
  "import { Space_Grotesk } from 'next/font/google'",
  "import { Analytics, AnalyticsConfig } from 'pliny/analytics'",
  '',
  'const space_grotesk = Space_Grotesk({',
  "  subsets: ['latin'],",
  "  display: 'swap',",
  "  variable: '--font-space-grotesk',",
  '})',
  '',
  'export default function RootLayout() {}',
  '',
].join('\n');
const CONFIG = [
  "    pageExtensions: ['ts', 'tsx', 'js', 'jsx', 'md', 'mdx'],",
  '    eslint: {',
  "      dirs: ['app', 'components', 'layouts', 'scripts'],",
  '    },',
  '',
].join('\n');

describe('peer patches', () => {
  it('drops the Google font, whose download needs the internet, and keeps an empty class name', () => {
    const patched = patchLayout(LAYOUT);
    expect(patched).not.toContain('next/font/google');
    expect(patched).toContain("const space_grotesk = { variable: '' }\n");
    expect(patched).toContain("import { Analytics, AnalyticsConfig } from 'pliny/analytics'");
    expect(patchLayout(patched)).toBe(patched);
  });

  it('skips the lint step of the build, once', () => {
    const patched = patchNextConfig(CONFIG);
    expect(patched).toContain("    eslint: {\n      ignoreDuringBuilds: true,\n      dirs: ['app'");
    expect(patchNextConfig(patched)).toBe(patched);
  });

  it('says so when the starter changed and a patch no longer applies', () => {
    expect(() => patchNextConfig('module.exports = {}')).toThrow(/eslint/);
    expect(() => patchLayout(LAYOUT.replace("import { Space_Grotesk } from 'next/font/google'\n", ''))).toThrow(/Space_Grotesk/);
  });
});
