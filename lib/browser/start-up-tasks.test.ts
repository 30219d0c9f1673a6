// @vitest-environment jsdom
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_INLINE_ENTRY, splitStartUp, type StartUpScope } from './start-up-tasks';

// Next.js's own start-up (the module `app-next-turbopack` runs right after
// instrumentation-client.ts): what the split relies on is checked against the real thing,
// so that a Next.js upgrade that changes it fails here.
const { appBootstrap } = createRequire(import.meta.url)('next/dist/client/app-bootstrap.js') as {
  appBootstrap: (hydrate: () => void) => void;
};
const scope = window as Window & StartUpScope;

beforeEach(() => {
  vi.useFakeTimers();
  delete scope.__next_s;
});
afterEach(() => {
  vi.useRealTimers();
  delete scope.__next_s;
  document.head.replaceChildren();
});

describe('splitStartUp', () => {
  it('adds one empty inline entry to the beforeInteractive queue, after those already there', () => {
    const existing = [null, { children: 'window.before = 1' }] as const;
    scope.__next_s = [existing];
    splitStartUp(
      scope,
      () => {},
      async () => undefined,
    );
    expect(scope.__next_s).toEqual([existing, EMPTY_INLINE_ENTRY]);
    delete scope.__next_s;
    splitStartUp(
      scope,
      () => {},
      async () => undefined,
    );
    expect(scope.__next_s).toEqual([EMPTY_INLINE_ENTRY]);
  });

  it('requires React DOM from a queued task, not at once', () => {
    const queued: Array<() => void> = [];
    const loadReactDom = vi.fn(async () => undefined);
    splitStartUp(scope, (task) => queued.push(task), loadReactDom);
    expect(loadReactDom).not.toHaveBeenCalled();
    expect(queued).toHaveLength(1);
    for (const task of queued) task();
    expect(loadReactDom).toHaveBeenCalledOnce();
  });

  it('with Next.js: React DOM, then hydration, each in a task of its own, none during the chunk’s task', async () => {
    const order: string[] = [];
    splitStartUp(scope, undefined, async () => {
      order.push('react-dom');
    });
    appBootstrap(() => order.push('hydrate'));
    expect(order).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(order).toEqual(['react-dom']);
    await vi.advanceTimersToNextTimerAsync();
    expect(order).toEqual(['react-dom', 'hydrate']);
  });

  it('without it, Next.js hydrates in the same task (what the split exists for)', () => {
    const order: string[] = [];
    appBootstrap(() => order.push('hydrate'));
    expect(order).toEqual(['hydrate']);
  });
});
