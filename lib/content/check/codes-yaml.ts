import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSiteCodes } from '../../offers/load';
import { SITE_CODES_FILE } from '../../offers/site-codes-schema';
import { todayIso } from '../../yaml-schema/dates';
import { positionAt, type ContentProblem } from '../../yaml-schema/problem';
import { fieldOffset } from '../../yaml-schema/validate';

export { SITE_CODES_FILE };

/**
 * Every problem of content/codes.yaml with its line and column, so the owner sees where to fix
 * a code before a visitor is sent to a wrong one: its schema (lib/offers/site-codes-schema.ts),
 * then a confirmation day after `today` (YYYY-MM-DD), which no owner can have checked yet.
 */
export function checkSiteCodes(source: string, today = todayIso()): ContentProblem[] {
  const { codes, problems } = parseSiteCodes(source);
  if (!codes) return [...problems];
  return codes.flatMap((entry, index) => {
    if (entry.confirmed <= today) return [];
    const at = positionAt(source, fieldOffset(source, ['codes', index, 'confirmed']));
    return [{ file: SITE_CODES_FILE, ...at, message: `«\u00a0codes[${index + 1}].confirmed\u00a0»\u00a0: la date ${entry.confirmed} est dans le futur` }];
  });
}

/**
 * content/codes.yaml of a content folder, when it has one: the check that needs no MDX file,
 * run by `npm run check` (checkContent) and by the content build (contentlayer.config.ts
 * onSuccess), so both say the same.
 */
export function checkSiteCodesFile(contentDir: string, today = todayIso()): ContentProblem[] {
  const path = join(contentDir, SITE_CODES_FILE);
  return existsSync(path) ? checkSiteCodes(readFileSync(path, 'utf8'), today) : [];
}
