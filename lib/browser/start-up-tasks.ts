/**
 * The page's start-up, cut into tasks the browser can paint and answer input between
 * (issue 15, BENCHMARKS.md "Où va le fil principal").
 *
 * Left alone, the last first-load chunk to arrive runs everything in one task: the
 * evaluation of React DOM (mostly its compilation), that of the Next.js router, the
 * decoding of the inline page data and the start of hydration. That task took 40 to 60 ms
 * at full speed, 160 to 240 ms on Lighthouse's phone (CPU slowed 4 times), and was almost
 * all of the Total Blocking Time.
 *
 * Two cuts, both through what Next.js and the browser already do:
 * 1. Next.js starts hydrating only once its `beforeInteractive` queue (`self.__next_s`,
 *    which `<Script strategy="beforeInteractive">` fills) has run, and it resumes after an
 *    inline entry with a `setTimeout`: one empty inline entry moves the router, the page
 *    data and hydration to a task of their own. `instrumentation-client.ts` runs before
 *    Next.js reads that queue.
 * 2. React DOM is required from a timer queued before that one, so its evaluation fills
 *    the task in between. It is the module the router needs first and the largest one;
 *    requiring it only runs it earlier, it is in the first-load chunk already. A `require`,
 *    not `import()`: the bundler would add an async loader (0.6 kB) for a module already there.
 */

/** An entry of Next.js's `beforeInteractive` queue: [src, props]; an inline script has no src. */
type BeforeInteractiveEntry = readonly [src: null, props: { readonly children: string }];
export type StartUpScope = { __next_s?: BeforeInteractiveEntry[] };

export const EMPTY_INLINE_ENTRY: BeforeInteractiveEntry = [null, { children: '' }];

export function splitStartUp(
  scope: StartUpScope,
  later: (task: () => void) => void = (task) => setTimeout(task),
  loadReactDom: () => unknown = () => require('react-dom/client'),
): void {
  later(() => void loadReactDom());
  (scope.__next_s ??= []).push(EMPTY_INLINE_ENTRY);
}
