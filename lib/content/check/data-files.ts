import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkSiteCodesFile, SITE_CODES_FILE } from './codes-yaml';
import { offerBoxes } from './offer-boxes';
import { offerRecordFiles, parseOfferRecord } from '../../offers/load';
import { checkOfferRecords, type AmountsToCheck } from './offer-records';
import { todayIso } from '../../yaml-schema/dates';
import { checkPrimeHistoryFile } from '../../primes/history/check';
import { amountNotices, readSourcesWatch, recheckNotices, type RecheckNotice } from './sources-watch';
import { WATCH_FILE_NAME } from '../../sources-watch/config';
import { readFileSync } from 'node:fs';
import { HISTORY_FILE } from '../../primes/history/types';
import type { ContentProblem } from '../../yaml-schema/problem';
import { contentFiles, routesOf } from './site';

export type DataCheckOptions = {
  /** YYYY-MM-DD; dates after it are in the future. */
  readonly today?: string;
  /** A settings document the records' « aucune prime » must agree with (`npm run check`: the default document). */
  readonly amounts?: AmountsToCheck;
};

/**
 * The content's data files, which no MDX file holds and the remark plugin never sees:
 * content/codes.yaml, the offer records (offres/*.yaml) and the amounts' history
 * (historique-primes.yaml). `npm run check`
 * (checkContent) and the content build (contentlayer.config.ts onSuccess) both call
 * this one function, so both print the same lines.
 */
export function checkDataFiles(contentDir: string, options: DataCheckOptions): ContentProblem[] {
  const today = options.today ?? todayIso();
  const pages = contentFiles(contentDir);
  const context = {
    today,
    routes: routesOf(pages),
    boxes: offerBoxes(contentDir, pages),
  };
  return [
    ...checkSiteCodesFile(contentDir, today),
    ...checkOfferRecords(contentDir, context, options.amounts),
    ...checkPrimeHistoryFile(contentDir, today),
    ...readSourcesWatch(contentDir, today).problems,
  ];
}

/**
 * The records to re-check, from the watch of their official sources: said by `npm run check`
 * after the problems, without failing it (a provider's page changing is news, not an error);
 * then the amounts an official page gives differently from the settings document `amounts`.
 */
export function recheckNoticesOf(contentDir: string, today = todayIso(), amounts?: AmountsToCheck): RecheckNotice[] {
  const { state } = readSourcesWatch(contentDir, today);
  if (state.sources.length === 0) return [];
  // Records read against their schema; an invalid one is already a problem of the gate.
  const records = offerRecordFiles(contentDir).flatMap((file) => {
    const { record } = parseOfferRecord(file, readFileSync(join(contentDir, file), 'utf8'));
    return record ? [{ file, record }] : [];
  });
  return [...recheckNotices(records, state, today), ...(amounts ? amountNotices(records, state, amounts) : [])];
}

/** The data files of a content folder, as `npm run check` counts them. */
export function dataFiles(contentDir: string): string[] {
  const present = (file: string) => (existsSync(join(contentDir, file)) ? [file] : []);
  return [...present(SITE_CODES_FILE), ...offerRecordFiles(contentDir), ...present(HISTORY_FILE), ...present(WATCH_FILE_NAME)];
}
