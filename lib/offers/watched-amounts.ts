import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shownAmount, type ShownAmount } from './amount-check';
import { offerRecordFiles, parseOfferRecord } from './load';
import { resolveSide } from './resolve-side';
import { sideFactsOf, type OfferSide } from './resolved-offer';
import type { OfferRecord } from './schema';

const SIDES: readonly OfferSide[] = ['referee', 'sponsor'];

/**
 * The figures the pages show for a record with these amounts (a sourced amount, one from our
 * own survey, a published ceiling): what the daily watch looks for on the official pages. A side
 * that shows words (no bonus, a closed programme, a missing amount) has nothing to look for.
 */
export function amountsShown(record: OfferRecord, values: Readonly<Record<string, unknown>>): ShownAmount[] {
  return SIDES.flatMap((side) => {
    const facts = sideFactsOf(record.provider, record, side);
    return shownAmount(side, facts, resolveSide(facts, values)) ?? [];
  });
}

/**
 * Per record of a content folder, the amounts to look for (`npm run sources:watch` is given this:
 * scripts/sources-watch.mjs). A record the schema refuses is left out: the content gate names it.
 */
export function watchedAmounts(contentDir: string, values: Readonly<Record<string, unknown>>): ReadonlyMap<string, readonly ShownAmount[]> {
  return new Map(
    offerRecordFiles(contentDir)
      .filter((file) => file.endsWith('.yaml'))
      .flatMap((file) => {
        const { record } = parseOfferRecord(file, readFileSync(join(contentDir, file), 'utf8'));
        return record ? [[record.provider, amountsShown(record, values)] as const] : [];
      }),
  );
}
