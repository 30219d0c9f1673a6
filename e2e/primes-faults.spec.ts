import { expect, test, type Page, type Response, type Route } from '@playwright/test';
import defaultDocument from '../lib/primes/default-document.json' with { type: 'json' };
import { toGlobalValues } from '../lib/primes/derive';
import { BROWSER_READ_TIMEOUT_MS } from '../lib/primes/browser';
import { PRIME_FALLBACK, formatPrime } from '../lib/primes/format';
import type { GlobalValues } from '../lib/primes/types';
import { EMULATOR_ORIGIN } from '../playwright.config';
import { encodeFields } from '../scripts/lib/emulator.mjs';
import { amountsInHtml } from './html-amounts';
import { layoutShiftAfterParse, recordLayoutShifts } from './layout-shift';

/**
 * The page is the floor: whatever goes wrong with the browser's read of Firestore
 * (faked here by routing the settings worker's requests), the amounts stay those of
 * the server's HTML, nothing moves once the HTML is parsed (CLS 0 at three widths; what a
 * paint during the parse may show is e2e/progressive-paint.spec.ts's), the site answers no 5xx
 * and the failure is logged. Each test records what the console says.
 */
const PATH = '/banque/boursobank';
const MISSING_KEY = 'PRIME_FILLEUL_BOURSOBANK';
const WIDTHS = [375, 768, 1440] as const;
const FAILURE_LOG = /Error retrieving database values|does not exist|holds no amount/;

/** `hangs`: the read never answers, and the browser's timeout ends it on the page's clock, moved by the test. */
type Fault = { readonly name: string; readonly handle: (route: Route) => Promise<void>; readonly hangs?: true };

const DOCUMENT_NAME = 'projects/demo-parrainage/databases/(default)/documents/primes/primes_parrainage';

/**
 * The SDK's read (batchGet) answered without the emulator, so that these tests never
 * depend on the shared document that e2e/primes.spec.ts changes meanwhile.
 */
const answerWith = (document: Readonly<Record<string, unknown>> | null) => (route: Route) => {
  const readTime = new Date().toISOString();
  const entry = document
    ? { found: { name: DOCUMENT_NAME, fields: encodeFields(document), createTime: readTime, updateTime: readTime }, readTime }
    : { missing: DOCUMENT_NAME, readTime };
  return route.fulfill({ status: 200, contentType: 'application/json', json: [entry] });
};

const FAULTS: readonly Fault[] = [
  { name: 'refused', handle: (route) => route.abort('connectionrefused') },
  { name: 'hung', handle: () => new Promise<void>(() => {}), hangs: true },
  { name: 'HTTP 500', handle: (route) => route.fulfill({ status: 500, body: 'Internal error' }) },
  { name: 'garbage', handle: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"found": [tronqué' }) },
  { name: 'missing document', handle: answerWith(null) },
];

/** The amounts of the HTML this very page load received (the page may be regenerated between two loads). */
async function htmlAmounts(document: Response | null): Promise<[string, string][]> {
  return amountsInHtml((await document?.text()) ?? '');
}

const shownAmounts = (page: Page): Promise<[string, string][]> =>
  page
    .locator('[data-prime]')
    .evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('data-prime') ?? '', node.textContent ?? ''] as [string, string]));

/**
 * A 5xx from the site, with what asked for it (a page, an RSC payload or a prefetch, from the
 * request's headers) and when: the failure message must say which request it was, since a
 * failure seen once on a loaded machine may not come back.
 */
function describeServerError(response: Response): string {
  const headers = response.request().headers();
  const kind = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch']
    .filter((name) => headers[name] !== undefined)
    .map((name) => `${name}: ${headers[name]}`)
    .join(', ');
  return `${response.status()} ${response.request().method()} ${response.url()} (${kind || 'no RSC header'}; ${new Date().toISOString()})`;
}

/**
 * Loads the page with the fault in place; resolves once the console has logged the failed read.
 * A read that hangs is ended by the browser's timeout: the page's clock (the test's) is moved
 * past it once the read has started, rather than waited for.
 */
async function loadWithFault(page: Page, fault: Fault, width: number) {
  const serverErrors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500 && !response.url().startsWith(EMULATOR_ORIGIN)) serverErrors.push(describeServerError(response));
  });
  await page.setViewportSize({ width, height: 900 });
  await recordLayoutShifts(page);
  if (fault.hangs) await page.clock.install();
  let readStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (readStarted = resolve));
  await page.context().route(`${EMULATOR_ORIGIN}/**`, (route) => {
    readStarted();
    return fault.handle(route);
  });
  const logged = page.waitForEvent('console', { predicate: (message) => FAILURE_LOG.test(message.text()), timeout: 15_000 });
  const document = await page.goto(PATH);
  if (fault.hangs) {
    await started;
    await page.clock.runFor(BROWSER_READ_TIMEOUT_MS);
  }
  const message = await logged;
  return { document, serverErrors, log: message.text().split('\n')[0] ?? '' };
}

for (const fault of FAULTS) {
  test(`Firestore ${fault.name}: the HTML's amounts stay, nothing moves, the failure is logged`, async ({ browser }) => {
    test.setTimeout(90_000);
    for (const width of WIDTHS) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const { document, serverErrors, log } = await loadWithFault(page, fault, width);
      const expected = await htmlAmounts(document);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.map(([, text]) => text)).not.toContain(PRIME_FALLBACK);
      expect(document?.status()).toBe(200);
      expect(document?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      // Past the moment a failed read used to blank the amounts.
      await page.waitForTimeout(1_000);
      expect(await shownAmounts(page)).toEqual(expected);
      const shift = await layoutShiftAfterParse(page);
      expect(shift.value, shift.sources).toBe(0);
      expect(serverErrors).toEqual([]);
      test.info().annotations.push({ type: `fault ${fault.name} @${width}`, description: log });
      await context.close();
    }
  });
}

/** What a successful read of `document` shows, key by key, for the keys the page holds. */
const amountsOf = (keys: [string, string][], document: Readonly<Record<string, unknown>>) => {
  const values: GlobalValues = toGlobalValues(document);
  return keys.map(([key]) => [key, formatPrime(values[key as keyof GlobalValues] as number | undefined)]);
};

/**
 * The document a page's HTML was rendered from, as far as the HTML shows it: the default one
 * with each amount the HTML holds. e2e/primes.spec.ts changes the shared document meanwhile
 * and the server regenerates pages from it, so the HTML may hold another document's amounts
 * (and badges); a read answering the default one would then move the page for a reason of its own.
 */
const renderedDocument = (amounts: readonly [string, string][]): Record<string, unknown> => {
  const document: Record<string, unknown> = { ...defaultDocument };
  for (const [key, text] of amounts) {
    const euros = /^(\d[\d\s]*)\s€$/u.exec(text)?.[1];
    if (key in defaultDocument && euros !== undefined) document[key] = Number(euros.replace(/\s/gu, ''));
  }
  return document;
};

test('a document lacking one key shows the fallback for that key only, and nothing moves', async ({ browser }) => {
  for (const width of WIDTHS) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await recordLayoutShifts(page);
    // The HTML's amounts, read once: the route below needs them before the navigation ends.
    const amounts = page
      .waitForResponse((response) => response.request().isNavigationRequest() && new URL(response.url()).pathname === PATH)
      .then(htmlAmounts);
    // The read is answered with the document of this very HTML, less one key.
    const partial = amounts.then((keys) => {
      const { [MISSING_KEY]: _dropped, ...rest } = renderedDocument(keys);
      return rest;
    });
    await context.route(`${EMULATOR_ORIGIN}/**`, async (route) => answerWith(await partial)(route));
    await page.goto(PATH);
    const keys = await amounts;
    await expect(page.locator(`[data-prime="${MISSING_KEY}"]`).first()).toHaveText(PRIME_FALLBACK);
    expect(await shownAmounts(page)).toEqual(amountsOf(keys, await partial));
    const shift = await layoutShiftAfterParse(page);
    test.info().annotations.push({ type: `missing key @${width}`, description: `CLS ${shift.value}` });
    expect(shift.value, shift.sources).toBe(0);
    await context.close();
  }
});

test('a failed read is not kept: the retry succeeds and shows the document', async ({ page }) => {
  let failures = 0;
  await page.context().route(`${EMULATOR_ORIGIN}/**`, async (route) => {
    if (failures < 1) {
      failures += 1;
      await route.abort('connectionrefused');
    } else {
      await answerWith({ ...defaultDocument, [MISSING_KEY]: 987 })(route);
    }
  });
  await page.goto(PATH);
  // The first attempt fails; the retry two seconds later brings the document's value.
  await expect(page.locator(`[data-prime="${MISSING_KEY}"]`).first()).toHaveText('987\u00a0€', { timeout: 10_000 });
  expect(failures).toBe(1);
});
