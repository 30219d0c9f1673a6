import { expect, type Page } from '@playwright/test';

/** What the browser offers that builds locale rules (ICU) on first use. */
const INTL_SERVICES = [
  'Collator',
  'DateTimeFormat',
  'NumberFormat',
  'PluralRules',
  'RelativeTimeFormat',
  'ListFormat',
  'Segmenter',
  'DisplayNames',
];
const LOCALE_METHODS: readonly (readonly ['String' | 'Number' | 'Date', string])[] = [
  ['String', 'localeCompare'],
  ['Number', 'toLocaleString'],
  ['Date', 'toLocaleString'],
  ['Date', 'toLocaleDateString'],
  ['Date', 'toLocaleTimeString'],
];

/**
 * Records every locale service the page's scripts build: the first French collator or number
 * format costs the main thread 12 to 41 ms, inside hydration (docs/benchmarks-archive.md, « Ce que la page
 * construisait elle-même »). The server says names' order, dates and amounts; the browser only shows them.
 * Call before the page loads; the returned function lists what was built, with where.
 */
export async function watchLocaleServices(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(
    ({ services, methods }) => {
      const built: string[] = [];
      (window as unknown as { localeServices: string[] }).localeServices = built;
      const where = () => (new Error().stack ?? '').split('\n')[3]?.trim() ?? '';
      const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
      for (const name of services) {
        const Original = intl[name];
        if (!Original) continue;
        const Watched = function (...args: unknown[]) {
          built.push(`Intl.${name} ${where()}`);
          return new Original(...args);
        };
        Object.assign(Watched, Original);
        Watched.prototype = Original.prototype;
        intl[name] = Watched as unknown as new (...args: unknown[]) => object;
      }
      const globals = window as unknown as Record<string, { prototype: Record<string, (...args: unknown[]) => unknown> }>;
      for (const [owner, method] of methods) {
        const prototype = globals[owner]!.prototype;
        const original = prototype[method]!;
        prototype[method] = function (this: unknown, ...args: unknown[]) {
          built.push(`${owner}.prototype.${method} ${where()}`);
          return original.apply(this, args);
        };
      }
    },
    { services: INTL_SERVICES, methods: LOCALE_METHODS },
  );
  return () => page.evaluate(() => (window as unknown as { localeServices?: string[] }).localeServices ?? []);
}

/** Nothing the page ran while loading and reading its live amounts built locale rules. */
export async function expectNoLocaleServiceBuilt(built: () => Promise<string[]>) {
  expect(await built(), 'locale services built by the page’s scripts (the server formats and orders)').toEqual([]);
}
