import { readFileSync } from 'node:fs';
import createMDX from '@next/mdx';
import { checkRedirects, toNextRedirects } from './lib/redirects/check.mjs';
import { buildFingerprint } from './scripts/lib/build-stamp.mjs';

const withMDX = createMDX({});

// Checked when the configuration loads, so that a malformed rule stops `next build`
// (and `next dev`, `next start`) at once, naming the rule.
const REDIRECTS_FILE = 'lib/redirects/redirects.json';
const redirectRules = checkRedirects(JSON.parse(readFileSync(new URL(`./${REDIRECTS_FILE}`, import.meta.url), 'utf8')), REDIRECTS_FILE);

// The build id is the hash of the build's inputs (scripts/lib/build-stamp.mjs): equal
// sources give an equal id, any change a new one. It is computed once and handed to
// the build's worker processes through the environment, which they inherit.
process.env.SITE_BUILD_ID ??= buildFingerprint(process.env).slice(0, 16);

/** @type {import('next').NextConfig} */
const nextConfig = {
  pageExtensions: ['ts', 'tsx', 'mdx'],
  reactStrictMode: true,
  poweredByHeader: false,
  // The site is served by `next start`; images are local SVG/PNG only.
  images: { unoptimized: true },
  generateBuildId: () => process.env.SITE_BUILD_ID ?? null,
  // Inlined in server and browser code: the page knows its build (lib/build-id.ts).
  env: { SITE_BUILD_ID: process.env.SITE_BUILD_ID },
  redirects: async () => toNextRedirects(redirectRules),
};

export default withMDX(nextConfig);
