/** Waits before each new attempt: about 2, 4 then 8 s, so that a Firestore hiccup is ridden out without hammering it. */
const RETRY_DELAYS_MS: readonly number[] = [2_000, 4_000, 8_000];

/**
 * Runs `attempt` until it succeeds, at most once more per delay; rejects with the
 * last error. The retries live here, in the one shared read, rather than in SWR's
 * error retry, which every mounted hook would run on its own.
 */
export async function withRetries<T>(attempt: () => Promise<T>, delaysMs: readonly number[] = RETRY_DELAYS_MS): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return await attempt();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return attempt();
}
