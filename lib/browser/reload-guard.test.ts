import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, mayReload } from './reload-guard';

describe('mayReload (chunk-failure reload guard)', () => {
  const now = 1_700_000_000_000;
  it('allows the first reload', () => {
    expect(mayReload(null, now, RELOAD_GUARD_MS)).toBe(true);
  });
  it('blocks a second reload while the marker is younger than 10 s', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(mayReload(String(now), now, RELOAD_GUARD_MS)).toBe(false);
    expect(mayReload(String(now - 9_999), now, RELOAD_GUARD_MS)).toBe(false);
  });
  it('allows a reload again once the marker is 10 s old', () => {
    expect(mayReload(String(now - 10_000), now, RELOAD_GUARD_MS)).toBe(true);
    expect(mayReload(String(now - 60_000), now, RELOAD_GUARD_MS)).toBe(true);
  });
  it('ignores a marker that is not a time, or one from the future', () => {
    expect(mayReload('abc', now, RELOAD_GUARD_MS)).toBe(true);
    expect(mayReload(String(now + 5_000), now, RELOAD_GUARD_MS)).toBe(true);
  });
});
