/**
 * For tests on a frozen clock: which promises have settled without the clock moving.
 * setImmediate must stay real (not faked), since `settle` relies on it.
 */

/** A real macrotask runs only once the microtask queue is empty: whatever could settle has. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The promise, with whether it has settled yet (either way). */
export function track<T>(promise: Promise<T>): { readonly promise: Promise<T>; settled: boolean } {
  const state = { promise, settled: false };
  void promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}
