import { describe, expect, it } from 'vitest';
import { byteRange, canonicalRange } from './byte-range.mjs';

describe('byteRange', () => {
  it('reads one satisfiable range, in any of its forms, as absolute positions', () => {
    expect(byteRange('bytes=0-9', 100)).toEqual({ kind: 'range', start: 0, end: 9 });
    expect(byteRange('bytes=90-', 100)).toEqual({ kind: 'range', start: 90, end: 99 });
    expect(byteRange('bytes=-10', 100)).toEqual({ kind: 'range', start: 90, end: 99 });
    expect(byteRange('bytes=-500', 100), 'a suffix longer than the file is the file').toEqual({ kind: 'range', start: 0, end: 99 });
    expect(byteRange('bytes=50-500', 100), 'an end past the file stops at it').toEqual({ kind: 'range', start: 50, end: 99 });
    expect(byteRange(' Bytes = 0-0 ', 100), 'the unit is case-insensitive').toEqual({ kind: 'range', start: 0, end: 0 });
  });

  it('refuses malformed, unsatisfiable and multiple byte ranges', () => {
    for (const header of [
      'bytes=5-2',
      'bytes=abc',
      'bytes=',
      'bytes=-',
      'bytes=-0',
      'bytes=100-',
      'bytes=999999999-',
      `bytes=${'1'.repeat(400)}-`,
      'bytes=0-1,5-6',
      'bytes=0-1,2-3',
      'bytes=0- 9',
      'bytes=0x1-2',
    ]) {
      expect(byteRange(header, 100), header).toEqual({ kind: 'refuse' });
    }
    expect(byteRange('bytes=0-0', 0), 'an empty file has no byte to send').toEqual({ kind: 'refuse' });
  });

  it('ignores other units, as HTTP requires', () => {
    for (const header of ['items=0-1', 'abc', '']) expect(byteRange(header, 100), header).toEqual({ kind: 'whole' });
  });

  it('writes a range back in the one form every server reads alike', () => {
    expect(canonicalRange({ start: 90, end: 99 })).toBe('bytes=90-99');
  });
});
