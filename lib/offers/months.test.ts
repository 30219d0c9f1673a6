import { describe, expect, it } from 'vitest';
import { addMonths, laterDay } from './months';

describe('addMonths', () => {
  it('keeps the day number when the target month has it', () => {
    expect(addMonths('2026-03-03', 12)).toBe('2027-03-03');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-05-10', 0)).toBe('2026-05-10');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
  });

  it('takes 29 February to the 28th in a common year, and keeps it in a leap year', () => {
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
    expect(addMonths('2000-02-29', 1200)).toBe('2100-02-28');
  });

  it('crosses years both ways', () => {
    expect(addMonths('2026-12-06', 1)).toBe('2027-01-06');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-06-30', 18)).toBe('2027-12-30');
  });

  it('is the same whatever the process time zone, since it never builds a local date', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      expect(addMonths('2026-10-31', 1)).toBe('2026-11-30');
      process.env.TZ = 'America/Adak';
      expect(addMonths('2026-10-31', 1)).toBe('2026-11-30');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('refuses what is not a real day or a whole count, rather than return a wrong date', () => {
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addMonths('30/01/2026', 1)).toThrow(RangeError);
    expect(() => addMonths('2026-01-30', 1.5)).toThrow(RangeError);
  });
});

describe('laterDay', () => {
  it('gives the later day', () => {
    expect(laterDay('2026-12-06', '2027-01-01')).toBe('2027-01-01');
    expect(laterDay('2027-01-01', '2026-12-06')).toBe('2027-01-01');
  });
});
