/**
 * Firestore's `updateTime` has up to nine fractional digits (2026-11-24T08:15:02.123456Z),
 * which Date keeps to the millisecond: two times of the same millisecond are ordered by
 * their digits, so the order of entries never depends on rounding.
 */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;

export function isInstant(text: string): boolean {
  return ISO_INSTANT.test(text) && Number.isFinite(Date.parse(text));
}

const fraction = (iso: string): string => (/\.(\d+)Z$/.exec(iso)?.[1] ?? '').padEnd(9, '0');

/** Negative when `a` is earlier than `b`, 0 for the same instant, positive when later. */
export function compareInstants(a: string, b: string): number {
  return Date.parse(a) - Date.parse(b) || fraction(a).localeCompare(fraction(b));
}

/** The history's order: by the document's time of change, then by key. */
export const byTimeThenKey = (
  a: { readonly key: string; readonly updatedAt: string },
  b: { readonly key: string; readonly updatedAt: string },
): number => compareInstants(a.updatedAt, b.updatedAt) || a.key.localeCompare(b.key);
