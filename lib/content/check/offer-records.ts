import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { amountContradictions } from '../../offers/agreement';
import { OFFERS_DIR, offerFileOf } from '../../offers/files';
import { PROVIDERS, type Provider } from '../../primes/providers';
import { guillemets as q } from './nearest';
import { checkOfferRecord, type RecordCheck, type RecordContext } from './offer-record';
import type { ContentProblem } from './problem';
import { readText } from './site';

/** A settings document to hold against the records, and how the report names it. */
export type AmountsToCheck = { readonly values: Readonly<Record<string, unknown>>; readonly label: string };

const NBSP = '\u00a0';
const SIDE = { referee: 'le filleul', sponsor: 'le parrain' } as const;

/** The records of a content folder (offres/*.yaml), relative to it, sorted; none when it has no such folder. */
export function offerRecordFiles(contentDir: string): string[] {
  const dir = join(contentDir, OFFERS_DIR);
  return existsSync(dir) ? readdirSync(dir).sort().map((file) => `${OFFERS_DIR}/${file}`) : [];
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
    const check = checkOfferRecord(file, readText(join(contentDir, file)), context);
    problems.push(...check.problems);
    checks.push([file, check]);
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
        const status = check.statuses.find((entry) => entry.side === side)?.status;
        return status === undefined ? { unpublished: true as const } : { status };
      };
      const rewards = { referee: statusOf('referee'), sponsor: statusOf('sponsor') };
      for (const contradiction of amountContradictions({ provider: check.provider.value, rewards }, amounts.values)) {
        const where = check.statuses.find((entry) => entry.side === contradiction.side) ?? check.provider;
        problems.push({
          file,
          line: where.line,
          column: where.column,
          message:
            contradiction.kind === 'paid-where-none'
              ? `${contradiction.provider}${NBSP}: ${contradiction.key} vaut ${contradiction.value} dans ${amounts.label} alors que la fiche dit ${q('aucune prime')} pour ${SIDE[contradiction.side]}${NBSP}; mettez 0, ou corrigez la fiche`
              : `${contradiction.provider}${NBSP}: ${contradiction.key} manque dans ${amounts.label} alors que la fiche dit qu’une prime est versée pour ${SIDE[contradiction.side]}${NBSP}; ajoutez la clé, ou corrigez la fiche`,
        });
      }
    }
  }
  return problems;
}
