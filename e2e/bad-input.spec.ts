import { expect, test, type APIRequestContext } from '@playwright/test';
import { join } from 'node:path';
import { dynamicRouteFolders } from './fuzz-paths';
import { rawRequest } from './raw-request';

/**
 * A few hundred hostile or odd requests against the production server (bounded:
 * fixed list, one at a time, short timeout each). None may answer 5xx, and unknown
 * pages answer the French 404.
 */
const segments = [
  '%00',
  '%2e%2e',
  '..',
  '%2F',
  '%E0%A4%A',
  '%C0%AF',
  '%252e',
  '<script>',
  "'",
  '"',
  '%ff',
  '~',
  '.env',
  '.git/config',
  'wp-admin',
  'index.php',
  'a.json',
  'x.map',
  'ü',
  '%F0%9F%92%B8',
  'CON',
  '%20',
  'null',
  'undefined',
  '__proto__',
  'constructor',
];
const prefixes = ['', '/banque', '/banque/fortuneo', '/banque/fortuneo/cartes', '/blog', '/cashback', '/_next', '/_next/static', '/api'];
const paths: string[] = [];
for (const prefix of prefixes) for (const segment of segments) paths.push(`${prefix}/${segment}`);
paths.push(
  `/${'a'.repeat(2000)}`,
  `/banque/${'%2e%2e/'.repeat(50)}etc/passwd`,
  '/banque/fortuneo/../../etc/passwd',
  '//cashback',
  '/blog/',
  '/Banque',
  '/banque/fortuneo/cartes/gold.html',
);
const queries = ['?', '?a=1', '?__proto__[x]=1', `?q=${'x'.repeat(3000)}`, '?%E0%A4%A', '?_rsc=1', '?utm_source=test#frag'];
const urls = [...paths, ...queries.map((query) => `/banque/fortuneo${query}`), ...queries.map((query) => `/nulle-part${query}`)];
const methods = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

test.describe.configure({ timeout: 120_000 });

test(`${urls.length} odd GET requests never answer 5xx; unknown pages get the French 404`, async ({ request, baseURL }) => {
  const failures: string[] = [];
  for (const url of urls) {
    // A path starting with // would be read as another host: spell the origin out.
    const response = await request.get(url.startsWith('//') ? `${baseURL}${url}` : url, {
      maxRedirects: 0,
      timeout: 10_000,
      failOnStatusCode: false,
    });
    const status = response.status();
    if (status >= 500) failures.push(`${status} ${url}`);
    if (status === 404 && (response.headers()['content-type'] ?? '').includes('text/html')) {
      const body = await response.text();
      if (!body.includes('Oups\u00a0! On dirait que cette page s’')) failures.push(`404 without the French page: ${url}`);
    }
  }
  expect(failures).toEqual([]);
});

test('wrong methods on pages never answer 5xx', async ({ request }) => {
  const failures: string[] = [];
  for (const url of ['/', '/banque/fortuneo', '/blog/parrainage-fortuneo', '/nulle-part']) {
    for (const method of methods) {
      const response = await request.fetch(url, { method, data: 'x=1', maxRedirects: 0, timeout: 10_000, failOnStatusCode: false });
      if (response.status() >= 500) failures.push(`${method} ${url} → ${response.status()}`);
    }
  }
  expect(failures).toEqual([]);
});

/** One path of each kind the server answers differently. */
async function pathKinds(request: APIRequestContext): Promise<string[]> {
  const home = await (await request.get('/')).text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1] ?? '/_next/static/chunks/absent.js';
  return [
    '/',
    '/banque/fortuneo',
    '/nulle-part',
    script,
    '/_next/static/chunks/absent.js',
    '/icon.svg',
    '/feed.xml',
    '/og/banque/fortuneo.png',
    '/builds/latest.json',
    '/go/fortuneo',
    '/banque/',
    '/_global-error',
  ];
}

test('every method but GET and HEAD gets 405 with Allow: GET, HEAD; OPTIONS gets 204; never a 5xx or a stack trace', async ({
  request,
  baseURL,
}) => {
  const failures: string[] = [];
  for (const path of await pathKinds(request)) {
    for (const method of ['TRACE', 'POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      const answer = await rawRequest(baseURL ?? '', method, path, { 'content-type': 'text/plain' });
      if (answer.status !== 405 || answer.headers.allow !== 'GET, HEAD')
        failures.push(`${method} ${path} → ${answer.status} Allow: ${answer.headers.allow}`);
      if (/at .+\(.+:\d+:\d+\)|TypeError/.test(answer.body)) failures.push(`${method} ${path}: stack trace in the body`);
      if (answer.headers['x-frame-options'] !== 'DENY') failures.push(`${method} ${path}: no security headers`);
    }
    // A method HTTP does not define is refused by Node's parser (400), with the security headers all the same.
    const unknown = await rawRequest(baseURL ?? '', 'FOO', path);
    if (unknown.status !== 400 || unknown.headers['x-frame-options'] !== 'DENY')
      failures.push(`FOO ${path} → ${unknown.status} without security headers`);
    const options = await rawRequest(baseURL ?? '', 'OPTIONS', path);
    if (options.status !== 204 || options.headers.allow !== 'GET, HEAD, OPTIONS')
      failures.push(`OPTIONS ${path} → ${options.status} Allow: ${options.headers.allow}`);
    const head = await rawRequest(baseURL ?? '', 'HEAD', path);
    if (head.status >= 500) failures.push(`HEAD ${path} → ${head.status}`);
  }
  expect(failures).toEqual([]);
});

test('Range on a static file is honoured (206) or refused (416), never widened to the whole file; elsewhere ignored', async ({
  request,
  baseURL,
}) => {
  const failures: string[] = [];
  const kinds = await pathKinds(request);
  // Files served as they are (public/, /_next/static/): the script and the icon.
  const files = kinds
    .filter((path) => path.startsWith('/_next/static/chunks/') || path === '/icon.svg')
    .filter((p) => !p.includes('absent'));
  expect(files).toHaveLength(2);
  for (const path of files) {
    const size = (await rawRequest(baseURL ?? '', 'GET', path)).bytes;
    for (const [range, start, end] of [
      ['bytes=0-9', 0, 9],
      ['bytes=-10', size - 10, size - 1],
      [`bytes=10-${size * 2}`, 10, size - 1],
    ] as const) {
      const answer = await rawRequest(baseURL ?? '', 'GET', path, { range });
      if (answer.status !== 206 || answer.headers['content-range'] !== `bytes ${start}-${end}/${size}` || answer.bytes !== end - start + 1)
        failures.push(`${range} ${path} → ${answer.status} ${answer.headers['content-range']} (${answer.bytes} bytes)`);
    }
    for (const range of [
      'bytes=5-2',
      'bytes=abc',
      'bytes=999999999-',
      'bytes=999999-9999999',
      'bytes=-0',
      'bytes=0-1,5-6',
      `bytes=${'1'.repeat(400)}-`,
    ]) {
      const answer = await rawRequest(baseURL ?? '', 'GET', path, { range });
      if (answer.status !== 416 || answer.headers['content-range'] !== `bytes */${size}` || answer.headers['x-frame-options'] !== 'DENY')
        failures.push(`${range} ${path} → ${answer.status} ${answer.headers['content-range']}`);
    }
    const other = await rawRequest(baseURL ?? '', 'GET', path, { range: 'items=0-1' });
    if (other.status !== 200) failures.push(`items=0-1 ${path} → ${other.status} (another unit is ignored)`);
  }
  // Pages and route handlers make their answer: a range is ignored there, as HTTP allows, never a 5xx.
  for (const path of kinds.filter((path) => !files.includes(path))) {
    for (const range of ['bytes=0-9', 'bytes=999999999-', 'bytes=abc']) {
      const answer = await rawRequest(baseURL ?? '', 'GET', path, { range });
      if (answer.status >= 500 || answer.status === 206) failures.push(`${range} ${path} → ${answer.status}`);
    }
  }
  expect(failures).toEqual([]);
});

test('internal paths and encoded control characters get the French 404 page, title included once hydrated', async ({ request, page }) => {
  const failures: string[] = [];
  const internal = [
    '/_global-error',
    '/_not-found',
    '/_error',
    '/_app',
    '/_document',
    '/_adresse-invalide',
    '/404',
    '/500',
    '/_next',
    '/_next/data/x.json',
    '/_next/image?url=%2Ficon.svg&w=64&q=75',
  ];
  const control = ['%0a', '%0d', '%00', '%09', '%1b', '%7f', '%0d%0aSet-Cookie:%20x=1'].flatMap((c) => [
    `/${c}`,
    `/banque${c}`,
    `/banque/${c}fortuneo`,
    `/blog/a${c}b`,
  ]);
  for (const path of [...internal, ...control]) {
    const response = await request.get(path, { maxRedirects: 0, failOnStatusCode: false });
    const body = await response.text();
    if (response.status() !== 404) failures.push(`${path} → ${response.status()}`);
    else if (!body.includes('Oups\u00a0! On dirait que cette page s’') || !body.includes('<title>Page introuvable - 404</title>'))
      failures.push(`${path}: not the French 404 page`);
    if (response.headers()['set-cookie']) failures.push(`${path}: header injected`);
  }
  expect(failures).toEqual([]);
  for (const path of ['/a%0ab', '/_global-error']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page, path).toHaveTitle('Page introuvable - 404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  }
});

test('abusive headers never get a 5xx, and what the server answers itself carries the security headers', async ({ baseURL }) => {
  const failures: string[] = [];
  const abuses: Record<string, string>[] = [
    { 'x-big': 'a'.repeat(20_000) },
    Object.fromEntries(Array.from({ length: 90 }, (_, i) => [`x-h${i}`, 'v'.repeat(200)])),
    { host: 'evil.example' },
    { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' },
    { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
    { rsc: '1', 'next-router-state-tree': '%%%not-json' },
    { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/../../x' },
    { 'next-action': 'abc' },
    { accept: 'text/x-unknown', 'accept-encoding': 'zstd;q=abc', 'accept-language': 'é'.repeat(300) },
    { 'if-none-match': '"'.repeat(500), 'if-modified-since': 'hier' },
    { 'x-invoke-path': '/_global-error', 'x-invoke-status': '500', 'x-matched-path': '/_global-error' },
  ];
  for (const headers of abuses) {
    for (const path of ['/', '/banque/fortuneo', '/nulle-part', '/icon.svg']) {
      const answer = await rawRequest(baseURL ?? '', 'GET', path, headers);
      const what = `${Object.keys(headers)[0]} ${path}`;
      if (answer.status >= 500) failures.push(`${what} → ${answer.status}`);
      if (answer.headers['x-frame-options'] !== 'DENY') failures.push(`${what} → ${answer.status} without security headers`);
    }
  }
  expect(failures).toEqual([]);
});

test('a flood of query parameters, a target that is not a path and GET * get a 4xx from the guard; a normal request beside 20 floods is answered', async ({
  baseURL,
}) => {
  const origin = baseURL ?? '';
  // Each quadratic in the framework's request adapter before the guard bounded it (5 to 6.5 s for this one).
  const flood = `/zz404?${'a&'.repeat(8000)}`;
  for (const [path, status] of [
    [flood, 414],
    ['http://evil.example/banque', 400],
    ['*', 400],
  ] as const) {
    const answer = await rawRequest(origin, 'GET', path);
    expect(answer.status, path.slice(0, 40)).toBe(status);
    expect(answer.headers.location, 'no redirect off the site').toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
  }
  expect((await rawRequest(origin, 'OPTIONS', '*')).status).toBe(204);
  const floods = Array.from({ length: 20 }, () => rawRequest(origin, 'GET', flood));
  const normal = await rawRequest(origin, 'GET', '/contact');
  expect(normal.status).toBe(200);
  expect((await Promise.all(floods)).map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 414));
});

/** Each dynamic route folder of app/ ('[[...slug]]', 'icons/[file]', 'og/[...image]'), spelt every way a decoder reads as its name. */
function routeFileNameShapes(): string[] {
  const escape = (text: string, lower: boolean) =>
    [...text].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`[lower ? 'toLowerCase' : 'toUpperCase']()).join('');
  return dynamicRouteFolders(join(import.meta.dirname, '..', 'app')).flatMap(({ parent, name }) => {
    const brackets = (lower: boolean) => name.replace(/[[\]]/g, (c) => escape(c, lower));
    return [
      name,
      brackets(false),
      brackets(true),
      brackets(false).replace(/\./g, '%2E'),
      escape(name, true),
      // Partly escaped: the name's first letter too.
      brackets(false).replace(/[a-z]/, (c) => escape(c, false)),
      `${brackets(false)}?nxtPslug=a`,
      `${brackets(true)}/`,
    ].map((shape) => `${parent}/${shape}`);
  });
}

test('a route file’s own name in any spelling, and escaped internal paths, get the French 404 (Next.js answered 500)', async ({
  request,
}) => {
  const paths = [
    ...routeFileNameShapes(),
    '/%5B%5B...slug%5D%5D',
    '/%5b%5b...slug%5d%5d',
    '/%5B%5B%2E%2E%2Eslug%5D%5D',
    '/icons/%5Bfile%5D',
    '/og/%5B...image%5D',
    '/banque/%5B%5B...slug%5D%5D',
    '/[[...slug]]/a',
    '/%5fnot-found',
    '/%5F%67lobal-error',
    '/builds%2Flatest.json',
  ];
  const failures: string[] = [];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0, failOnStatusCode: false });
    if (response.status() !== 404) failures.push(`${path} → ${response.status()}`);
    else if (!(await response.text()).includes('Oups\u00a0! On dirait que cette page s’'))
      failures.push(`${path}: not the French 404 page`);
    // The page data of the same address (Next.js first redirects it to a cache-busting ?_rsc=…).
    const data = await request.get(path, { headers: { rsc: '1' }, failOnStatusCode: false });
    if (data.status() !== 404) failures.push(`RSC ${path} → ${data.status()}`);
  }
  expect(failures).toEqual([]);
});

test('a resource’s name with escaped letters or dots is that resource (Next.js answered 500)', async ({ request }) => {
  const failures: string[] = [];
  for (const [plain, escaped] of [
    ['/feed.xml', '/feed%2Exml'],
    ['/llms.txt', '/llms%2etxt'],
    ['/favicon.ico', '/favicon%2Eico'],
    ['/builds/latest.json', '/builds/latest%2Ejson'],
    ['/sitemap.xml', '/%73it%65%6d%61p%2E%78ml'],
    ['/robots.txt', '/robots%2Etxt'],
    ['/manifest.webmanifest', '/ma%6Eifest%2Ewebmanifest'],
  ] as const) {
    const [expected, response] = await Promise.all([request.get(plain), request.get(`${escaped}?x=1`, { maxRedirects: 0 })]);
    if (response.status() !== 200 || (await response.body()).compare(await expected.body()) !== 0)
      failures.push(`${escaped} → ${response.status()}, not ${plain}`);
  }
  // A page, served under its plain spelling (its body may regenerate between two requests).
  const page = await request.get('/%62anque/fortun%65o', { maxRedirects: 0 });
  if (page.status() !== 200 || !(await page.text()).includes('<link rel="canonical" href="'))
    failures.push(`/%62anque/fortun%65o → ${page.status()}`);
  expect(failures).toEqual([]);
});
