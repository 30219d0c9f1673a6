// @ts-check
// How long caches may keep what is not a page, for next.config.mjs `headers()` (which
// Next.js lets override its own Cache-Control on route handlers, metadata routes and
// public/ files, on any host). Pages keep Next.js's own (their regeneration interval).
//
// These resources carry no amount and change only with a deploy, but under the same
// name. Next.js's defaults would let a CDN that is not purged on deploy keep them for a
// year (`s-maxage=31536000` on static route handlers). /_next/static/ files keep theirs
// (`immutable`): their names change with their content.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Browsers ask again each time (a cheap answer from the CDN); a CDN serves its copy 5
 * minutes, then 5 more while it fetches the new one: a deploy is everywhere within 10.
 */
export const FOLLOWS_DEPLOYS = 'public, max-age=0, s-maxage=300, stale-while-revalidate=300';
/**
 * The id of the build online, which tabs poll every 5 minutes (BUILD_CHECK_INTERVAL_MS,
 * lib/browser/build-watch.ts) to reload after a deploy: any stored copy would delay that
 * by its lifetime, and each poll has a query of its own, so a cache would never be hit. « Mon
 * plan »'s calendar is one visitor's answers: nothing on the way may keep it either.
 */
export const NEVER_STORED = 'no-store';

/**
 * The route handlers and metadata routes of app/, in Next.js's `source` syntax. A new
 * one must be added here: e2e/cache-headers.spec.ts finds them in app/ and fails on one
 * that answers with Next.js's default.
 */
const ROUTE_RULES = [
  { source: '/feed.xml', value: FOLLOWS_DEPLOYS },
  // Amounts, but from the Git log (content/historique-primes.yaml): they too change only with a deploy.
  { source: '/historique-primes.xml', value: FOLLOWS_DEPLOYS },
  // Each offer's feed: its amounts' log and its sources' watch, both from Git.
  { source: '/flux/:file', value: FOLLOWS_DEPLOYS },
  { source: '/llms.txt', value: FOLLOWS_DEPLOYS },
  { source: '/favicon.ico', value: FOLLOWS_DEPLOYS },
  { source: '/sitemap.xml', value: FOLLOWS_DEPLOYS },
  { source: '/robots.txt', value: FOLLOWS_DEPLOYS },
  { source: '/manifest.webmanifest', value: FOLLOWS_DEPLOYS },
  { source: '/icons/:file', value: FOLLOWS_DEPLOYS },
  { source: '/og/:image*', value: FOLLOWS_DEPLOYS },
  { source: '/builds/latest.json', value: NEVER_STORED },
  // One visitor's answers, in its query: no cache on the way keeps them.
  { source: '/mon-plan.ics', value: NEVER_STORED },
  // The open data (lib/open-data) does carry amounts, regenerated with the pages at most
  // every SITE_REFRESH_SECONDS: the same few minutes in a CDN keep a copy within 10 minutes
  // of the server's, where Next.js's default would let a CDN serve it stale for a year.
  { source: '/offres.json', value: FOLLOWS_DEPLOYS },
  { source: '/offres.csv', value: FOLLOWS_DEPLOYS },
  { source: '/offres.schema.json', value: FOLLOWS_DEPLOYS },
];

/**
 * Every file of public/, under its own address: Next.js serves them with `public, max-age=0`
 * and no `s-maxage`, which leaves a CDN free to pick a lifetime of its own.
 * @param {string} publicDir
 * @returns {string[]}
 */
export function publicFilePaths(publicDir) {
  /** @param {string} dir @returns {string[]} */
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [`/${relative(publicDir, join(dir, entry.name)).split(sep).join('/')}`],
    );
  return walk(publicDir);
}

/**
 * The Cache-Control rules for `headers()`: one entry per address pattern.
 * @param {string} publicDir
 * @returns {{ source: string, headers: { key: string, value: string }[] }[]}
 */
export function cacheHeaderRules(publicDir) {
  // A file name is matched literally: path-to-regexp's own characters are escaped.
  const publicRules = publicFilePaths(publicDir).map((path) => ({ source: path.replace(/[:()*+?{}\\]/g, '\\$&'), value: FOLLOWS_DEPLOYS }));
  return [...ROUTE_RULES, ...publicRules].map(({ source, value }) => ({ source, headers: [{ key: 'Cache-Control', value }] }));
}
