import { join } from 'node:path';
import { offerRecordFiles } from '../../offers/load';
import { amountContradictions, type AmountContradiction } from '../../offers/agreement';
import { OFFERS_DIR, offerFileOf } from '../../content-files';
import { PROVIDERS, type Provider } from '../../primes/providers';
import { guillemets as q } from '../../yaml-schema/nearest';
import { checkOfferRecord, type RecordCheck, type RecordContext } from './offer-record';
import { sideDenialProblems } from './offer-side-denials';
import type { ContentProblem } from '../../yaml-schema/problem';
import { readText } from './site';

/** A settings document to hold against the records, and how the report names it. */
export type AmountsToCheck = { readonly values: Readonly<Record<string, unknown>>; readonly label: string };

const NBSP = '\u00a0';
const SIDE = { referee: 'le filleul', sponsor: 'le parrain' } as const;

/** What `npm run check` says of one disagreement between a settings document and a record. */
function contradictionMessage(contradiction: AmountContradiction, label: string): string {
  const { provider, key } = contradiction;
  const side = SIDE[contradiction.side];
  switch (contradiction.kind) {
    case 'paid-where-none':
      return `${provider}${NBSP}: ${key} vaut ${contradiction.value} dans ${label} alors que la fiche dit ${q('aucune prime')} pour ${side}${NBSP}; mettez 0, ou corrigez la fiche`;
    case 'missing':
      return `${provider}${NBSP}: ${key} manque dans ${label} alors que la fiche dit qu’une prime est versée pour ${side}${NBSP}; ajoutez la clé, ou corrigez la fiche`;
    case 'differs-from-published':
      return `${provider}${NBSP}: ${key} vaut ${contradiction.value ?? 'rien'} dans ${label} alors que les conditions publiées (sûres) donnent ${contradiction.published} pour ${side}${NBSP}; alignez le document, ou corrigez ${q('published')} dans la fiche`;
    case 'closed-programme':
      return `${provider}${NBSP}: ${key} vaut ${contradiction.value} dans ${label} alors que la fiche dit le programme ${contradiction.status === 'ended' ? 'terminé' : 'introuvable'} (${q(`status: ${contradiction.status}`)})${NBSP}; mettez 0, ou corrigez la fiche`;
  }
}


/**
 * Every offer record of a content folder, then what only the whole folder shows: one
 * record per settings key, no more, no less (checked once the folder has an offres/
 * folder: test folders made of a few pages have none); and, given a settings
 * document, every amount it pays where a record says the terms pay nothing.
 */
export function checkOfferRecords(contentDir: string, context: RecordContext, amounts?: AmountsToCheck): ContentProblem[] {
  const files = offerRecordFiles(contentDir);
  const problems: ContentProblem[] = [];
  const checks: [string, RecordCheck][] = [];
  for (const file of files) {
    if (!file.endsWith('.yaml')) {
      problems.push({ file, line: 1, column: 1, message: `fichier inattendu dans ${OFFERS_DIR}/${NBSP}: une fiche d’offre s’appelle <clé>.yaml, par exemple ${offerFileOf('FORTUNEO_GOLD')}` });
      continue;
    }
    const text = readText(join(contentDir, file));
    const check = checkOfferRecord(file, text, context);
    problems.push(...check.problems);
    checks.push([file, check]);
    if (amounts) problems.push(...sideDenialProblems(file, text, amounts.values, amounts.label));
  }
  // Of two records for one key, the one named after it is the record; the other is the extra one.
  const seen = new Map<Provider, string>();
  const named = ([file, check]: [string, RecordCheck]) => (check.provider && file === offerFileOf(check.provider.value) ? 0 : 1);
  for (const [file, check] of [...checks].sort((a, b) => named(a) - named(b))) {
    const provider = check.provider;
    if (!provider) continue;
    const first = seen.get(provider.value);
    if (first) problems.push({ file, line: provider.line, column: provider.column, message: `${provider.value} a déjà une fiche (${first})` });
    else seen.set(provider.value, file);
  }
  if (files.length > 0) {
    for (const provider of PROVIDERS) {
      if (!seen.has(provider)) {
        problems.push({ file: offerFileOf(provider), line: 1, column: 1, message: `aucune fiche pour ${provider}${NBSP}: chaque clé du document de primes a la sienne (créez ce fichier)` });
      }
    }
  }
  if (amounts) {
    for (const [file, check] of checks) {
      if (!check.provider) continue;
      const statusOf = (side: 'referee' | 'sponsor') => {
        const entry = check.statuses.find((candidate) => candidate.side === side);
        return entry === undefined ? { unpublished: true as const } : { status: entry.status, ...(entry.published ? { published: entry.published } : {}) };
      };
      const rewards = { referee: statusOf('referee'), sponsor: statusOf('sponsor') };
      const programme = check.programme;
      for (const contradiction of amountContradictions({ provider: check.provider.value, rewards, programme }, amounts.values)) {
        const where =
          contradiction.kind === 'closed-programme'
            ? (programme ?? check.provider)
            : (check.statuses.find((entry) => entry.side === contradiction.side) ?? check.provider);
        problems.push({ file, line: where.line, column: where.column, message: contradictionMessage(contradiction, amounts.label) });
      }
    }
  }
  return problems;
}
