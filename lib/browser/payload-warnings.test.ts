import { describe, expect, it, vi } from 'vitest';
import { isPayloadFailure, reportPayloadFailuresAsWarnings } from './payload-warnings';

describe('page-payload failures are warnings', () => {
  it('recognises Next.js’s payload failure message only', () => {
    expect(
      isPayloadFailure(['Failed to fetch RSC payload for http://127.0.0.1/blog. Falling back to browser navigation.', new TypeError()]),
    ).toBe(true);
    expect(isPayloadFailure(['Something else failed'])).toBe(false);
    expect(isPayloadFailure([new Error('Failed to fetch RSC payload for x')])).toBe(false);
  });
  it('sends that message to warn and every other error to error', () => {
    const error = vi.fn();
    const warn = vi.fn();
    const target = { error, warn };
    reportPayloadFailuresAsWarnings(target);
    target.error('Failed to fetch RSC payload for /blog. Falling back to browser navigation.', 'cause');
    target.error('Vraie erreur', 1);
    expect(warn).toHaveBeenCalledWith('Failed to fetch RSC payload for /blog. Falling back to browser navigation.', 'cause');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Vraie erreur', 1);
  });
});
