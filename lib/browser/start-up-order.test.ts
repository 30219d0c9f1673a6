// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { splitStartUp, type StartUpScope } from './start-up-tasks';

/*
 * The start-up split (start-up-tasks.ts) works only if instrumentation-client.ts runs
 * before Next.js reads its `beforeInteractive` queue. Next.js documents the module as
 * running "before hydration", not before that read: this runs Next.js's real browser
 * entry, with its real instrumentation loader and bootstrap, and records when the queue
 * is read. Only the modules at the edges are stand-ins: the deployment id, the error
 * callback, the router (app-index, which would hydrate) and our module, whose first
 * call is splitStartUp (checked below).
 */
const nodeRequire = createRequire(import.meta.url);
const ENTRY = nodeRequire.resolve('next/dist/client/app-next-turbopack.js');
const ROOT = resolve(import.meta.dirname, '../..');
const scope = window as Window & StartUpScope;

type Exports = Record<string, unknown>;
/** One of Next.js's CommonJS browser modules, evaluated with our `require`. */
function evaluate(file: string, source: string, load: (from: string) => (id: string) => unknown): Exports {
  const commonJsModule = { exports: {} as Exports };
  new Function('exports', 'require', 'module', source)(commonJsModule.exports, load(dirname(file)), commonJsModule);
  return commonJsModule.exports;
}

/** Runs the browser entry as the bundle does; `reorder` edits its source (to show the test can fail). */
function runNextEntry(events: string[], reorder: (source: string) => string = (source) => source) {
  const standIns: Record<string, () => unknown> = {
    './register-deployment-id-global': () => ({}),
    './react-client-callbacks/on-recoverable-error': () => ({ isRecoverableError: () => false }),
    './app-index': () => ({ hydrate: () => events.push('hydrate') }),
    'private-next-instrumentation-client': () => {
      events.push('instrumentation-client');
      splitStartUp(scope, undefined, () => events.push('react-dom'));
      return {};
    },
  };
  // Evaluated here rather than by Node.js, so that their own requires meet the stand-ins.
  const ours = new Set(['../lib/require-instrumentation-client', './app-bootstrap']);
  const load =
    (from: string) =>
    (id: string): unknown => {
      const standIn = standIns[id];
      if (standIn) return standIn();
      const file = nodeRequire.resolve(join(from, id));
      return ours.has(id) ? evaluate(file, readFileSync(file, 'utf8'), load) : nodeRequire(file);
    };
  evaluate(ENTRY, reorder(readFileSync(ENTRY, 'utf8')), load);
}

/**
 * The entry with its instrumentation require moved into the bootstrap's callback: still
 * "before hydration", all the documentation promises, and what a Next.js release could do.
 */
function requireInstrumentationInCallback(source: string): string {
  const line = "const instrumentationModules = require('../lib/require-instrumentation-client');\n";
  const hydrate = "const { hydrate } = require('./app-index');";
  expect([source.includes(line), source.includes(hydrate)]).toEqual([true, true]);
  return source.replace(line, '').replace(hydrate, `${line}${hydrate}`);
}

/** Every read of `self.__next_s`, as the length of the queue then ('none' before it exists). */
function recordQueueReads(events: string[]) {
  let queue: StartUpScope['__next_s'];
  Object.defineProperty(window, '__next_s', {
    configurable: true,
    get: () => {
      events.push(`read ${queue?.length ?? 'none'}`);
      return queue;
    },
    set: (value: StartUpScope['__next_s']) => void (queue = value),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  delete scope.__next_s;
  document.head.replaceChildren();
});

describe('start-up order', () => {
  it('Next.js’s browser entry runs instrumentation-client before it reads self.__next_s', async () => {
    const events: string[] = [];
    recordQueueReads(events);
    runNextEntry(events);
    // splitStartUp's `??=` reads once (none yet); Next.js's read then finds our entry; nothing hydrates in this task.
    expect(events).toEqual(['instrumentation-client', 'read none', 'read 1']);
    await vi.advanceTimersToNextTimerAsync();
    await vi.advanceTimersToNextTimerAsync();
    expect(events.slice(3)).toEqual(['react-dom', 'hydrate']);
  });

  it('sees the other order, instrumentation-client required once the queue is read (negative control)', () => {
    const events: string[] = [];
    recordQueueReads(events);
    runNextEntry(events, requireInstrumentationInCallback);
    // Next.js finds no queue and hydrates at once, in the chunk's task: the split is lost.
    expect(events).toEqual(['read none', 'instrumentation-client', 'read none', 'hydrate']);
  });

  it('instrumentation-client.ts calls splitStartUp before anything else (the stand-in above)', () => {
    const source = readFileSync(join(ROOT, 'instrumentation-client.ts'), 'utf8')
      .replace(/\/\*[^]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const statements = source
      .split('\n')
      .filter((line) => line.trim() !== '' && !/^(import|export)\b/.test(line.trim()) && /^\S/.test(line));
    expect(statements[0]).toMatch(/^splitStartUp\(/);
  });

  it('Turbopack starts pages with that entry (its name is in the SWC binary, not in any JavaScript file)', () => {
    const swc = join(dirname(nodeRequire.resolve('next/package.json')), '..', '@next');
    const binaries = readdirSync(swc)
      .filter((name) => name.startsWith('swc-'))
      .flatMap((name) =>
        readdirSync(join(swc, name))
          .filter((file) => file.endsWith('.node'))
          .map((file) => join(swc, name, file)),
      );
    expect(binaries.length).toBeGreaterThan(0);
    for (const binary of binaries) expect(readFileSync(binary).includes('next/dist/client/app-next-turbopack'), binary).toBe(true);
  });
});
