import { describe, expect, it } from 'vitest';
import { SCROLL_DURATION_MS, easeInOutCubic, idFromHash } from './scroll';

describe('scroll landing', () => {
  it('lasts 300 ms (SPEC §9)', () => {
    expect(SCROLL_DURATION_MS).toBe(300);
  });
  it('eases from 0 to 1 through the middle, never overshooting', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    for (let t = 0; t <= 1; t += 0.05) {
      expect(easeInOutCubic(t)).toBeGreaterThanOrEqual(0);
      expect(easeInOutCubic(t)).toBeLessThanOrEqual(1);
      expect(easeInOutCubic(t + 0.05)).toBeGreaterThanOrEqual(easeInOutCubic(t) - 1e-12);
    }
  });
  it('reads the id named by a hash, decoded, with "top" and "" meaning the top', () => {
    expect(idFromHash('#le-parrainage-boursobank')).toBe('le-parrainage-boursobank');
    expect(idFromHash('#questions-fr%C3%A9quentes')).toBe('questions-fréquentes');
    expect(idFromHash('#100%')).toBe('100%');
    expect(idFromHash('#top')).toBe('');
    expect(idFromHash('#')).toBe('');
    expect(idFromHash('')).toBe('');
  });
});
