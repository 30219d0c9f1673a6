import { expect, test } from '@playwright/test';

/**
 * A few hundred hostile or odd requests against the production server (bounded:
 * fixed list, one at a time, short timeout each). None may answer 5xx, and unknown
 * pages answer the French 404.
 */
const segments = ['%00', '%2e%2e', '..', '%2F', '%E0%A4%A', '%C0%AF', '%252e', '<script>', "'", '"', '%ff', '~', '.env', '.git/config', 'wp-admin', 'index.php', 'a.json', 'x.map', 'ü', '%F0%9F%92%B8', 'CON', '%20', 'null', 'undefined', '__proto__', 'constructor'];
const prefixes = ['', '/banque', '/banque/fortuneo', '/banque/fortuneo/cartes', '/blog', '/cashback', '/_next', '/_next/static', '/api'];
const paths: string[] = [];
for (const prefix of prefixes) for (const segment of segments) paths.push(`${prefix}/${segment}`);
paths.push(`/${'a'.repeat(2000)}`, `/banque/${'%2e%2e/'.repeat(50)}etc/passwd`, '/banque/fortuneo/../../etc/passwd', '//cashback', '/blog/', '/Banque', '/banque/fortuneo/cartes/gold.html');
const queries = ['?', '?a=1', '?__proto__[x]=1', `?q=${'x'.repeat(3000)}`, '?%E0%A4%A', '?_rsc=1', '?utm_source=test#frag'];
const urls = [...paths, ...queries.map((query) => `/banque/fortuneo${query}`), ...queries.map((query) => `/nulle-part${query}`)];
const methods = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

test.describe.configure({ timeout: 120_000 });

test(`${urls.length} odd GET requests never answer 5xx; unknown pages get the French 404`, async ({ request, baseURL }) => {
  const failures: string[] = [];
  for (const url of urls) {
    // A path starting with // would be read as another host: spell the origin out.
    const response = await request.get(url.startsWith('//') ? `${baseURL}${url}` : url, { maxRedirects: 0, timeout: 10_000, failOnStatusCode: false });
    const status = response.status();
    if (status >= 500) failures.push(`${status} ${url}`);
    if (status === 404 && (response.headers()['content-type'] ?? '').includes('text/html')) {
      const body = await response.text();
      if (!body.includes('Oups! On dirait que cette page s')) failures.push(`404 without the French page: ${url}`);
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
