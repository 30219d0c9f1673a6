import { afterAll, expect, vi } from 'vitest';

/**
 * Node test files share their worker (vitest.config.ts, `isolate: false`): what one file leaves
 * in the process, the next file of that worker inherits (lib/primes/worker-reader.test.ts's
 * stubbed `window` stayed for the files after it). So at the end of every file:
 * - what `vi` stubbed is put back, and timers are real again, whatever the file forgot;
 * - a global Node itself provides (setTimeout, fetch, AbortSignal, Date…) that the file replaced
 *   by hand fails that file, by name, rather than stalling a later one.
 * Globals a library adds when first loaded (tslib's helpers, esbuild's Go runtime) are not
 * checked: the shared module cache keeps those libraries loaded anyway.
 */
const globalsAtStart = new Map(Object.getOwnPropertyNames(globalThis).map((name) => [name, Reflect.get(globalThis, name)]));

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  const replaced = [...globalsAtStart].filter(([name, value]) => !Object.is(Reflect.get(globalThis, name), value)).map(([name]) => name);
  expect(replaced, 'globals replaced and not put back').toEqual([]);
});
