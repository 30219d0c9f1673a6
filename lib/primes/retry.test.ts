import { afterEach, describe, expect, it, vi } from 'vitest';
import { withRetries } from './retry';

afterEach(() => vi.useRealTimers());

describe('withRetries', () => {
  it('retries after each delay and gives the first success', async () => {
    vi.useFakeTimers();
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('a'))
      .mockRejectedValueOnce(new Error('b'))
      .mockResolvedValue('ok');
    const result = withRetries(attempt, [100, 200, 400]);
    await vi.advanceTimersByTimeAsync(99);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 200);
    await expect(result).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('gives up after one attempt per delay plus one, with the last error', async () => {
    vi.useFakeTimers();
    let n = 0;
    const attempt = vi.fn(() => Promise.reject(new Error(`échec ${(n += 1)}`)));
    const result = withRetries(attempt, [100, 200]);
    const settled = expect(result).rejects.toThrow('échec 3');
    await vi.advanceTimersByTimeAsync(1_000);
    await settled;
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('by default, retries 2, 4 then 8 s after each failure, as docs/data.md says', async () => {
    // Written out rather than read from RETRY_DELAYS_MS: a changed delay fails here.
    vi.useFakeTimers();
    const attempt = vi.fn(() => Promise.reject(new Error('Firestore refused')));
    const result = withRetries(attempt);
    const settled = expect(result).rejects.toThrow('Firestore refused');
    let elapsed = 0;
    for (const [at, calls] of [
      [1_999, 1],
      [2_000, 2],
      [5_999, 2],
      [6_000, 3],
      [13_999, 3],
      [14_000, 4],
    ] as const) {
      await vi.advanceTimersByTimeAsync(at - elapsed);
      elapsed = at;
      expect(attempt, `${at} ms after the first attempt`).toHaveBeenCalledTimes(calls);
    }
    await settled;
  });
});
