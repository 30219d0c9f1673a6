// One line for `npm start`: how many providers the owner has codes for (content/codes.yaml, which
// the content build has checked against its schema, lib/offers/site-codes-schema.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * @param {string} contentDir the content folder
 * @returns {string}
 */
export function siteCodesSummary(contentDir) {
  const file = join(contentDir, 'codes.yaml');
  /** @type {{ codes?: { provider: string }[] | null } | null} */
  const data = existsSync(file) ? parse(readFileSync(file, 'utf8')) : null;
  const providers = (data?.codes ?? []).map((entry) => entry.provider);
  if (providers.length === 0) {
    return 'Codes de parrainage du site : aucun (content/codes.yaml est vide ; chaque offre dit comment obtenir un code).';
  }
  const plural = providers.length > 1 ? 's' : '';
  return `Codes de parrainage du site : ${providers.length} prestataire${plural} (${providers.join(', ')}).`;
}
