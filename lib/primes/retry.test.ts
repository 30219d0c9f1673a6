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
});
