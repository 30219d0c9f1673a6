import { expect, test } from '@playwright/test';
import { FOLLOWS_DEPLOYS, NEVER_STORED } from '../lib/cache-policy.mjs';
import { LATEST_BUILD_PATH } from '../lib/build-id';
import { PLAN_CALENDAR_PATH } from '../lib/plan-paths.mjs';
import { nonPageResources } from './non-page-resources';

/**
 * Resources without amounts change only with a deploy, under the same name: a CDN that is
 * not purged on deploy must come back for them within minutes (FOLLOWS_DEPLOYS), and the
 * id of the build online must never be stored (NEVER_STORED), or tabs would reload late.
 * Only /_next/static/ files may be kept a year: their names change with their content.
 */
const LONGEST_SHARED_LIFETIME_S = 300;

const lifetime = (cacheControl: string, directive: string) =>
  Number(new RegExp(`(?:^|,)\\s*${directive}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);

test('every resource that is not a page follows deploys: minutes in a CDN, never a year; the build id is never stored', async ({
  request,
}) => {
  const resources = nonPageResources();
  // The list comes from app/ and public/: these must be among what it found.
  expect(resources.map((resource) => resource.path)).toEqual(
    expect.arrayContaining([
      '/feed.xml',
      '/llms.txt',
      '/favicon.ico',
      '/manifest.webmanifest',
      '/sitemap.xml',
      '/robots.txt',
      LATEST_BUILD_PATH,
      '/icons/icon-192.png',
      '/og/index.png',
      '/icon.svg',
      '/offres.json',
      '/offres.csv',
      '/offres.schema.json',
      PLAN_CALENDAR_PATH,
    ]),
  );
  const failures: string[] = [];
  for (const { path, from } of resources) {
    const response = await request.get(path, { maxRedirects: 0 });
    const cacheControl = response.headers()['cache-control'] ?? '';
    const expected = path === LATEST_BUILD_PATH || path === PLAN_CALENDAR_PATH ? NEVER_STORED : FOLLOWS_DEPLOYS;
    // « Mon plan »'s calendar of a plan without a dated deadline is no file (RFC 5545 wants an event): 404, still never stored.
    const statuses = path === PLAN_CALENDAR_PATH ? [200, 404] : [200];
    if (!statuses.includes(response.status())) failures.push(`${path} (${from}) → ${response.status()}`);
    if (cacheControl !== expected) failures.push(`${path} (${from}): Cache-Control "${cacheControl}", expected "${expected}"`);
    // Whatever the exact wording, no shared cache keeps it longer than a few minutes.
    const shared = lifetime(cacheControl, 's-maxage') || lifetime(cacheControl, 'max-age');
    if (shared + lifetime(cacheControl, 'stale-while-revalidate') > 2 * LONGEST_SHARED_LIFETIME_S)
      failures.push(`${path}: kept up to ${shared} s + stale`);
  }
  expect(failures).toEqual([]);
});

test('the same holds for HEAD and under a query, which a CDN may key apart', async ({ request }) => {
  for (const path of ['/feed.xml', '/icons/icon-192.png', '/icon.svg']) {
    expect((await request.head(path)).headers()['cache-control'], `HEAD ${path}`).toBe(FOLLOWS_DEPLOYS);
    expect((await request.get(`${path}?v=2`)).headers()['cache-control'], `${path}?v=2`).toBe(FOLLOWS_DEPLOYS);
  }
  expect((await request.get(`${LATEST_BUILD_PATH}?t=${Date.now()}`)).headers()['cache-control']).toBe(NEVER_STORED);
});

test('/_next/static/ files, whose names follow their content, stay cacheable for a year', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const scripts = [...home.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map(([, src]) => src ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect((await request.get(script)).headers()['cache-control'], script).toBe('public, max-age=31536000, immutable');
  }
});
