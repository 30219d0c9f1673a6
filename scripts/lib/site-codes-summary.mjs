// One line for `npm start`: how many providers the build has the owner's codes for
// (content/codes.yaml, as compiled by the content build).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {string} root the project folder
 * @returns {string}
 */
export function siteCodesSummary(root) {
  const index = join(root, '.contentlayer', 'generated', 'SiteCodes', '_index.json');
  /** @type {{ codes: { provider: string }[] }[]} */
  const files = existsSync(index) ? JSON.parse(readFileSync(index, 'utf8')) : [];
  const providers = files.flatMap((file) => file.codes.map((entry) => entry.provider));
  if (providers.length === 0) {
    return 'Codes de parrainage du site : aucun (content/codes.yaml est vide ; chaque offre dit comment obtenir un code).';
  }
  const plural = providers.length > 1 ? 's' : '';
  return `Codes de parrainage du site : ${providers.length} prestataire${plural} (${providers.join(', ')}).`;
}
