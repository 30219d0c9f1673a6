import { describe, expect, it } from 'vitest';
import { pngsToIco } from './ico';

describe('pngsToIco', () => {
  it('writes an ICO directory that points at each PNG', () => {
    const a = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1]);
    const b = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 2, 3]);
    const ico = pngsToIco([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 2]);
    expect([view.getUint8(6), view.getUint8(22)]).toEqual([16, 0]);
    const offsetB = view.getUint32(22 + 12, true);
    expect(view.getUint32(22 + 8, true)).toBe(b.length);
    expect([...ico.slice(offsetB, offsetB + b.length)]).toEqual([...b]);
    expect(ico.length).toBe(6 + 32 + a.length + b.length);
  });
});
