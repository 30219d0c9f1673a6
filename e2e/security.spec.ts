import { expect, test, type APIResponse } from '@playwright/test';
import { ROUTES } from '../lib/content/routes.generated';
import { EMULATOR_ORIGIN } from '../playwright.config';

const REQUIRED: Readonly<Record<string, RegExp>> = {
  'content-security-policy': /default-src 'self'.*frame-ancestors 'none'/,
  'strict-transport-security': /^max-age=\d{8,}; includeSubDomains; preload$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'x-frame-options': /^DENY$/,
};

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  for (const [name, pattern] of Object.entries(REQUIRED)) expect(headers[name], `${what}: ${name}`).toMatch(pattern);
  // Production: indexable.
  expect(headers['x-robots-tag'], what).toBeUndefined();
}

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
    expectSecurityHeaders(response, `GET ${path} (${response.status()})`);
  }
  // The payload of a client-side navigation.
  const rsc = await request.get('/banque', { headers: { RSC: '1' } });
  expectSecurityHeaders(rsc, 'RSC payload');
  const head = await request.head('/cashback');
  expectSecurityHeaders(head, 'HEAD /cashback');
});

test('the trailing-slash redirect keeps the query and answers 308', async ({ request }) => {
  const response = await request.get('/banque/fortuneo/?source=lien', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/banque/fortuneo?source=lien');
});

test('no page logs a CSP violation in Chromium, live values included', async ({ page }) => {
  test.setTimeout(180_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const readViolations = () => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

  // The first page reads Firestore (the emulator here): connect-src must allow it.
  const firestoreRead = page.waitForResponse((response) => response.url().startsWith(EMULATOR_ORIGIN), { timeout: 15_000 });
  await page.goto('/');
  expect((await firestoreRead).ok()).toBe(true);
  for (const route of ROUTES) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    violations.push(...(await readViolations()).map((v) => `${route}: ${v}`));
  }
  // Client-side navigation, theme toggle, copy-free interactions.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Cashback' }).click();
  await expect(page).toHaveURL('/cashback');
  await page.waitForLoadState('networkidle');
  violations.push(...(await readViolations()));
  expect(violations).toEqual([]);
});

test('the responses Next.js or Node answer on their own carry the security headers too', async ({ request, baseURL }) => {
  const cases: [string, () => Promise<APIResponse>][] = [
    ['GET //banque (Next.js slash redirect)', () => request.get(`${baseURL}//banque`, { maxRedirects: 0 })],
    ['GET /_global-error', () => request.get('/_global-error', { maxRedirects: 0 })],
    ['GET /a%0ab', () => request.get('/a%0ab', { maxRedirects: 0 })],
    ['POST /', () => request.post('/', { data: 'x', maxRedirects: 0 })],
    ['DELETE /icon.svg', () => request.delete('/icon.svg', { maxRedirects: 0 })],
    ['OPTIONS /banque', () => request.fetch('/banque', { method: 'OPTIONS', maxRedirects: 0 })],
    ['GET / with a 20 kB header (431)', () => request.get('/', { headers: { 'x-big': 'a'.repeat(20_000) }, maxRedirects: 0 })],
  ];
  for (const [what, send] of cases) {
    const response = await send();
    expect(response.status(), what).toBeLessThan(500);
    expectSecurityHeaders(response, `${what} (${response.status()})`);
  }
});

test('connect-src lists only the Firestore endpoint this build reads: the local emulator here', async ({ request }) => {
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  const connect = /connect-src ([^;]+)/.exec(csp)?.[1]?.split(' ');
  expect(connect).toEqual(["'self'", EMULATOR_ORIGIN]);
});
