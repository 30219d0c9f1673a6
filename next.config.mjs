import { readFileSync } from 'node:fs';
import createMDX from '@next/mdx';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { readDeployment } from './lib/deployment.mjs';
import { checkRedirects } from './lib/redirects/check.mjs';
import { securityHeaders } from './lib/security-headers.mjs';
import { buildFingerprint, distDir } from './scripts/lib/build-stamp.mjs';

const withMDX = createMDX({});

// Checked when the configuration loads, so that a malformed rule stops `next build`
// (and `next dev`, `next start`) at once, naming the rule. proxy.ts applies them.
const REDIRECTS_FILE = 'lib/redirects/redirects.json';
checkRedirects(JSON.parse(readFileSync(new URL(`./${REDIRECTS_FILE}`, import.meta.url), 'utf8')), REDIRECTS_FILE);

// The build id is the hash of the build's inputs (scripts/lib/build-stamp.mjs): equal
// sources give an equal id, any change a new one. It is computed once and handed to
// the build's worker processes through the environment, which they inherit.
process.env.SITE_BUILD_ID ??= buildFingerprint(process.env).slice(0, 16);

// Production or preview, and the site's address: a malformed SITE_URL or DEPLOY_ENV stops here.
const deployment = readDeployment(process.env);

/** @param {string} phase @returns {import('next').NextConfig} */
const nextConfig = (phase) => {
  const headers = securityHeaders({
    development: phase === PHASE_DEVELOPMENT_SERVER,
    preview: deployment.kind === 'preview',
    emulatorHost: process.env.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST,
  });
  return {
    pageExtensions: ['ts', 'tsx', 'mdx'],
    distDir: distDir(process.env),
    reactStrictMode: true,
    poweredByHeader: false,
    // The site is served by `next start`; images are local SVG/PNG only.
    images: { unoptimized: true },
    generateBuildId: () => process.env.SITE_BUILD_ID ?? null,
    // Inlined in server and browser code: the page knows its build (lib/build-id.ts).
    // SITE_SECURITY_HEADERS: the same headers, for the redirects proxy.ts answers itself.
    env: { SITE_BUILD_ID: process.env.SITE_BUILD_ID, SITE_DEPLOYMENT: JSON.stringify(deployment), SITE_SECURITY_HEADERS: JSON.stringify(headers) },
    headers: async () => [{ source: '/:path*', headers }],
    // proxy.ts redirects "/page/" to "/page" itself, with the security headers.
    skipTrailingSlashRedirect: true,
  };
};

/** @param {string} phase */
export default (phase) => withMDX(nextConfig(phase));
