/**
 * What the browser shows instead of an offer's origin line once a live read changes a figure the
 * line speaks for (components/primes/LiveSide.tsx), in fewer words than any line, since it takes
 * that line's place without moving anything. Its own module: the browser's bundle takes
 * this one sentence, not the server's words of origin (lib/offers/uncertainty.ts).
 */
export const ORIGIN_OUTDATED = 'Montants changés, origine à revérifier.';
