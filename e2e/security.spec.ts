import { expect, test, type APIResponse } from '@playwright/test';
import { join, resolve } from 'node:path';
import { builtEnv } from '../lib/build-config.mjs';
import { ROUTES } from '../lib/content/routes.generated';
import { SECURITY_HEADERS_VARIABLE } from '../lib/security-headers.mjs';
import { EMULATOR_ORIGIN } from '../playwright.config';
import { watchCspViolations } from './page-checks/csp';
import { expectScriptsByHash } from './page-checks/script-hashes';
import { rawRequest } from './raw-request';

/** The configuration this build saved (lib/build-config.mjs reads it from Next.js's required-server-files.json). */
const BUILT_ENV = builtEnv(join(resolve(import.meta.dirname, '..'), '.next')) ?? {};
/** The list this build applies everywhere (lib/security-headers.mjs). */
const BUILT: readonly { key: string; value: string }[] = JSON.parse(BUILT_ENV[SECURITY_HEADERS_VARIABLE] ?? '[]');

const REQUIRED: Readonly<Record<string, RegExp>> = {
  'content-security-policy': /default-src 'self'.*frame-ancestors 'none'; report-uri \/csp-report; report-to csp$/,
  'strict-transport-security': /^max-age=\d{8,}; includeSubDomains; preload$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'x-frame-options': /^DENY$/,
  'cross-origin-opener-policy': /^same-origin$/,
  'reporting-endpoints': /^csp="\/csp-report"$/,
};

type Headers = Readonly<Record<string, string | string[] | undefined>>;
/** The same list, value for value, as the build's, which holds what docs/security.md promises. */
function expectSecurityHeaders(headers: Headers, what: string) {
  for (const { key, value } of BUILT) {
    const served = headers[key.toLowerCase()];
    // A page's policy adds the hashes of its own inline scripts (checked by expectScriptsByHash).
    const compared = key === 'Content-Security-Policy' && typeof served === 'string' ? served.replace(/ 'sha256-[^']+'/g, '') : served;
    expect(compared, `${what}: ${key}`).toBe(value);
  }
  // Production: indexable.
  expect(headers['x-robots-tag'], what).toBeUndefined();
}

test('the build saved its configuration where the server reads it: every promised header, and the build values', () => {
  const built = new Map(BUILT.map(({ key, value }) => [key.toLowerCase(), value]));
  for (const [name, pattern] of Object.entries(REQUIRED)) expect(built.get(name), name).toMatch(pattern);
  // next.config.mjs compares these with the variables set when the server starts.
  expect(JSON.parse(BUILT_ENV.SITE_BUILD_VALUES ?? 'null')).toEqual(
    expect.objectContaining({ NEXT_PUBLIC_PRIMES_SOURCE: expect.any(String) }),
  );
});

test('every kind of response carries the security headers', async ({ request }) => {
  const home = await request.get('/');
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(script).toBeDefined();
  const paths = [
    ...ROUTES,
    '/page-inexistante',
    '/%E0%A4%A',
    script ?? '',
    '/_next/static/chunks/absent.js',
    '/og/banque/fortuneo.png',
    '/icons/icon-192.png',
    '/icon.svg',
    '/feed.xml',
    '/sitemap.xml',
    '/robots.txt',
    '/llms.txt',
    '/offres.json',
    '/offres.csv',
    '/offres.schema.json',
    '/manifest.webmanifest',
    '/builds/latest.json',
    // Redirects: a declared outbound one, a declared internal one, a trailing slash.
    '/go/fortuneo',
    '/banque/boursorama',
    '/banque/',
  ];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
    expectSecurityHeaders(response.headers(), `GET ${path} (${response.status()})`);
  }
  // The payload of a client-side navigation.
  const rsc = await request.get('/banque', { headers: { RSC: '1' } });
  expectSecurityHeaders(rsc.headers(), 'RSC payload');
  const head = await request.head('/cashback');
  expectSecurityHeaders(head.headers(), 'HEAD /cashback');
});

test('every page runs its inline scripts by hash, the same policy on each later visit, and no framework header that tells nothing', async ({
  request,
}) => {
  for (const path of [...ROUTES, '/page-inexistante']) {
    const first = await request.get(path, { failOnStatusCode: false, headers: { 'Accept-Encoding': 'gzip, br' } });
    const html = await first.text();
    const policy = first.headers()['content-security-policy'];
    expectScriptsByHash(html, policy, `GET ${path}`);
    for (const name of ['x-nextjs-prerender', 'x-nextjs-stale-time', 'x-powered-by'])
      expect(first.headers()[name], `${path}: ${name}`).toBeUndefined();
    // Kept for this version of the page: a later visit, compressed or not, gets the same policy, and a 304 too.
    // (The 404 page is rendered again for each address: its own hashes each time, checked above. A page the
    // server regenerates meanwhile is another version: then its own hashes, checked the same way.)
    if (first.status() !== 200) continue;
    const again = await request.get(path, { failOnStatusCode: false, headers: { 'Accept-Encoding': 'identity' } });
    const version = again.headers().etag;
    if (version === first.headers().etag) expect(again.headers()['content-security-policy'], `${path}: again`).toBe(policy);
    else expectScriptsByHash(await again.text(), again.headers()['content-security-policy'], `GET ${path}, regenerated`);
    if (version) {
      const unchanged = await request.get(path, { failOnStatusCode: false, headers: { 'If-None-Match': version } });
      if (unchanged.status() === 304)
        expect(unchanged.headers()['content-security-policy'], `${path}: 304`).toBe(again.headers()['content-security-policy']);
      else expectScriptsByHash(await unchanged.text(), unchanged.headers()['content-security-policy'], `GET ${path}, regenerated`);
    }
  }
  // What is not a page keeps the base policy: nothing inline may run there at all.
  const base = (await request.get('/offres.json')).headers()['content-security-policy'] ?? '';
  expect(/script-src ([^;]*)/.exec(base)?.[1]).toBe("'self'");
});

test('the trailing-slash redirect keeps the query and answers 308', async ({ request }) => {
  const response = await request.get('/banque/fortuneo/?source=lien', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/banque/fortuneo?source=lien');
});

// Every route at each width: e2e/pages.spec.ts checks no CSP violation happens during its load, live read included.
test('the live read and a client-side navigation log no CSP violation in Chromium', async ({ page }) => {
  const cspViolations = await watchCspViolations(page);
  // The first page reads Firestore (the emulator here): connect-src must allow it.
  const firestoreRead = page.waitForResponse((response) => response.url().startsWith(EMULATOR_ORIGIN), { timeout: 15_000 });
  await page.goto('/');
  expect((await firestoreRead).ok()).toBe(true);
  // Client-side navigation, theme toggle, copy-free interactions.
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Cashback' }).click();
  await expect(page).toHaveURL('/cashback');
  await page.waitForLoadState('networkidle');
  expect(await cspViolations()).toEqual([]);
});

test('the responses Next.js or Node answer on their own carry the security headers too', async ({ request, baseURL }) => {
  const cases: [string, number, () => Promise<APIResponse>][] = [
    ['GET //banque (Next.js slash redirect)', 308, () => request.get(`${baseURL}//banque`, { maxRedirects: 0 })],
    ['GET /_global-error', 404, () => request.get('/_global-error', { maxRedirects: 0 })],
    ['GET /a%0ab', 404, () => request.get('/a%0ab', { maxRedirects: 0 })],
    ['POST /', 405, () => request.post('/', { data: 'x', maxRedirects: 0 })],
    ['DELETE /icon.svg', 405, () => request.delete('/icon.svg', { maxRedirects: 0 })],
    ['OPTIONS /banque', 204, () => request.fetch('/banque', { method: 'OPTIONS', maxRedirects: 0 })],
    ['GET / with a 20 kB header', 431, () => request.get('/', { headers: { 'x-big': 'a'.repeat(20_000) }, maxRedirects: 0 })],
    ['GET /icon.svg, bytes=0-9', 206, () => request.get('/icon.svg', { headers: { range: 'bytes=0-9' } })],
    ['GET /icon.svg, unsatisfiable range', 416, () => request.get('/icon.svg', { headers: { range: 'bytes=999999999-' } })],
    ['GET /icon.svg, failed If-Match', 412, () => request.get('/icon.svg', { headers: { 'if-match': '"autre"' } })],
  ];
  for (const [what, status, send] of cases) {
    const response = await send();
    expect(response.status(), what).toBe(status);
    expectSecurityHeaders(response.headers(), `${what} (${response.status()})`);
  }
  // What only a raw request can send: Node.js's parser refuses the first; the others Node.js would answer without the headers.
  const raw: [string, number, () => ReturnType<typeof rawRequest>][] = [
    ['FOO / (unknown method)', 400, () => rawRequest(baseURL ?? '', 'FOO', '/')],
    ['GET / without Host', 400, () => rawRequest(baseURL ?? '', 'GET', '/', {}, { setHost: false })],
    ['GET / with Expect: bientot', 417, () => rawRequest(baseURL ?? '', 'GET', '/', { expect: 'bientot' })],
  ];
  for (const [what, status, send] of raw) {
    const answer = await send();
    expect(answer.status, what).toBe(status);
    expectSecurityHeaders(answer.headers, `${what} (${answer.status})`);
  }
});

test('connect-src lists only the Firestore endpoint this build reads: the local emulator here', async ({ request }) => {
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  const connect = /connect-src ([^;]+)/.exec(csp)?.[1]?.split(' ');
  expect(connect).toEqual(["'self'", EMULATOR_ORIGIN]);
});

test('CSP violation reports are received on /csp-report only: 204 for a report, 413 over 16 kB, other methods and paths refused', async ({
  request,
}) => {
  const report = {
    'csp-report': { 'document-uri': 'http://127.0.0.1/', 'effective-directive': 'img-src', 'blocked-uri': 'https://pixel.example/' },
  };
  const post = (path: string, data: string, type = 'application/csp-report') =>
    request.post(path, { data, headers: { 'content-type': type }, maxRedirects: 0, failOnStatusCode: false });
  const accepted = await post('/csp-report', JSON.stringify(report));
  expect(accepted.status()).toBe(204);
  expectSecurityHeaders(accepted.headers(), 'POST /csp-report (204)');
  const batch = [
    { type: 'csp-violation', body: { documentURL: 'http://127.0.0.1/', effectiveDirective: 'script-src-elem', blockedURL: 'inline' } },
  ];
  expect((await post('/csp-report', JSON.stringify(batch), 'application/reports+json')).status()).toBe(204);
  expect((await post('/csp-report', 'x'.repeat(20 * 1024))).status()).toBe(413);
  expect((await post('/csp-report', JSON.stringify(report), 'text/plain')).status()).toBe(415);
  expect((await post('/csp-report', '{"autre":1}')).status()).toBe(400);
  expect((await request.get('/csp-report', { failOnStatusCode: false })).status()).toBe(405);
  for (const path of ['/', '/csp-report/x', '/banque']) expect((await post(path, JSON.stringify(report))).status(), path).toBe(405);
});
