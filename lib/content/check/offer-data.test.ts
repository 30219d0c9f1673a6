import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFTER_LABEL, DOCUMENT_TYPES } from '../document-types';
import { checkFile } from './file';
import { formatProblem } from '../../yaml-schema/problem';
import { documentSchemas } from './schema';
import { siteContext } from './site';

/**
 * The rules on an offer's verification data, as checkFile applies them on both
 * paths (`npm run check` and the content build): `lastChecked` backed by a source
 * read that day, each source once, with an https address, a date that is not in
 * the future and a known kind; and no colon in a value shown after a label (a card's fee…).
 */
const FILE = 'cashback/joko.mdx';
const NBSP = '\u00a0';
const options = {
  schemas: documentSchemas(DOCUMENT_TYPES),
  site: siteContext([FILE], join(import.meta.dirname, '../../../public')),
  today: '2026-11-23',
  afterLabel: AFTER_LABEL,
};
/** The frontmatter takes lines 2 to 7; what a case adds starts at line 8. */
const HEAD = ['title: Joko', 'description: Un portail', 'name: Joko', 'provider: JOKO', 'updated: 2026-11-01', 'officialUrl: https://www.joko.com/'];
const page = (...lines: string[]) => ['---', ...HEAD, ...lines, '---', '', 'Texte.', ''].join('\n');
const source = ({ url = 'https://support.joko.com/', consulted = '2026-11-23', kind = 'officiel' } = {}) => [
  '  - title: Aide Joko',
  `    url: ${url}`,
  `    consulted: ${consulted}`,
  `    kind: ${kind}`,
];
const check = (...lines: string[]) => checkFile(FILE, page(...lines), options).problems.map(formatProblem);

describe('an offer’s sources and check date', () => {
  it('accepts a check date backed by a source read that day, and a page with neither', () => {
    expect(check('lastChecked: 2026-11-23', 'sources:', ...source())).toEqual([]);
    expect(check()).toEqual([]);
  });

  it('refuses a check date with no source read that day, naming the line', () => {
    expect(check('lastChecked: 2026-11-22', 'sources:', ...source())).toEqual([
      `${FILE}:8:1  «${NBSP}lastChecked${NBSP}» (2026-11-22) sans source consultée ce jour-là${NBSP}: ajoutez-la à «${NBSP}sources${NBSP}», ou retirez «${NBSP}lastChecked${NBSP}» (la page dira «${NBSP}mise à jour le${NBSP}»)`,
    ]);
    expect(check('lastChecked: 2026-11-23')[0]).toMatch(/sans source/);
  });

  it('refuses a bad address, a duplicate, a future date and an unknown kind, each at its line', () => {
    expect(
      check(
        'sources:',
        ...source({ url: 'http://support.joko.com/' }),
        ...source(),
        ...source({ url: 'https://www.joko.com/', consulted: '2026-12-01' }),
        ...source({ url: 'https://blog.joko.com/', kind: 'forum' }),
        ...source(),
      ),
    ).toEqual([
      `${FILE}:10:10  «${NBSP}url${NBSP}»${NBSP}: «${NBSP}http://support.joko.com/${NBSP}» n’est pas une adresse https valide (https://domaine.fr/…)`,
      `${FILE}:19:16  «${NBSP}consulted${NBSP}»${NBSP}: la date 2026-12-01 est dans le futur`,
      `${FILE}:24:11  «${NBSP}kind${NBSP}»${NBSP}: valeur inconnue «${NBSP}forum${NBSP}»${NBSP}; valeurs possibles${NBSP}: «${NBSP}conditions${NBSP}», «${NBSP}officiel${NBSP}», «${NBSP}presse${NBSP}», «${NBSP}comparateur${NBSP}», «${NBSP}autre${NBSP}»`,
      `${FILE}:26:5  source «${NBSP}https://support.joko.com/${NBSP}» citée deux fois`,
    ]);
  });

  it('refuses an address with an identifier before the domain', () => {
    expect(check('sources:', ...source({ url: 'https://a:b@support.joko.com/' }))).toEqual([
      `${FILE}:10:10  «${NBSP}url${NBSP}»${NBSP}: «${NBSP}https://a:b@support.joko.com/${NBSP}» n’est pas une adresse https valide (https://domaine.fr/…)`,
    ]);
  });

  it('refuses a colon in a value shown after a label', () => {
    const card = 'banque/fortuneo/cartes/gold.mdx';
    const fields = ['name: Gold', 'network: Visa', 'incomeCondition: Aucune', 'paymentLimit: Aucun', 'withdrawalLimit: Aucun', 'feesAbroad: Aucun', 'insurance: Aucune'];
    const source = ['---', 'title: Gold', 'description: Une carte', `fee: "Gratuite${NBSP}: sous condition"`, ...fields, 'officialUrl: https://www.fortuneo.fr/', 'updated: 2026-11-01', '---', '', 'Texte.', ''].join('\n');
    expect(checkFile(card, source, { ...options, site: siteContext([card], join(import.meta.dirname, '../../../public')) }).problems.map(formatProblem)).toEqual([
      `${card}:4:1  «${NBSP}fee${NBSP}» contient «${NBSP}:${NBSP}» alors que le site l’affiche déjà après un libellé${NBSP}; écrivez une phrase (virgule, point-virgule)`,
    ]);
  });
});
