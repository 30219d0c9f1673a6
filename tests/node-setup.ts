import { afterAll, expect, vi } from 'vitest';

/**
 * Node test files share their worker (vitest.config.ts, `isolate: false`): what one file leaves
 * in the process, the next file of that worker inherits (lib/primes/worker-reader.test.ts's
 * stubbed `window` stayed for the files after it). So at the end of every file, what `vi`
 * stubbed is put back whatever the file forgot, and a file that left fake timers on fails by
 * name instead of stalling a later file's waits. Globals a library patches when first loaded
 * (Next.js's Date and setImmediate, tslib's helpers) are not checked: the shared module cache
 * keeps those libraries loaded anyway, and which file loads them first depends on the order.
 */
afterAll(() => {
  const fakeTimersLeft = vi.isFakeTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  expect(fakeTimersLeft, 'fake timers left on (vi.useRealTimers() in the file’s own hooks)').toBe(false);
});
