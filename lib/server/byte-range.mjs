// @ts-check
// What the site answers to a Range header on a file of `size` bytes (RFC 9110 §14).

/**
 * - `whole`: not a byte range (another unit, or no unit at all): HTTP says to ignore it.
 * - `range`: one satisfiable range, in absolute positions, `end` included.
 * - `refuse`: a byte range that is malformed, unsatisfiable, or a list of several
 *   (RFC 9110 §15.5.17 lets a server reject those): 416, never the whole file instead.
 * @typedef {{ kind: 'whole' } | { kind: 'range', start: number, end: number } | { kind: 'refuse' }} RangeAnswer
 */

/** `bytes=` is case-insensitive (§14.1); whitespace is allowed around the list only. */
const BYTES_UNIT = /^\s*bytes\s*=/i;
const ONE_RANGE = /^\s*bytes\s*=\s*(\d*)-(\d*)\s*$/i;

/**
 * @param {string} header the Range header as received
 * @param {number} size the file's length in bytes
 * @returns {RangeAnswer}
 */
export function byteRange(header, size) {
  if (!BYTES_UNIT.test(header)) return { kind: 'whole' };
  const match = ONE_RANGE.exec(header);
  if (!match) return { kind: 'refuse' };
  const [, first = '', last = ''] = match;
  if (first === '') {
    // "-n": the last n bytes, the whole file when it is shorter.
    const length = Number(last);
    if (last === '' || length === 0 || size === 0) return { kind: 'refuse' };
    return { kind: 'range', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return { kind: 'refuse' };
  return { kind: 'range', start, end };
}

/**
 * The one form of a byte range every server reads the same way, so that Next.js's file
 * server (`send`) cannot read more, less or several ranges into it.
 * @param {{ start: number, end: number }} range
 */
export const canonicalRange = ({ start, end }) => `bytes=${start}-${end}`;
