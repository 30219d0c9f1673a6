import { stringify } from 'yaml';
import { STORED_KEYS, type PrimeHistory } from './types';

const HEADER = `# Historique des montants du document de primes (Firestore primes/primes_parrainage).
# Écrit par \`npm run primes:snapshot\` (chaque jour par .github/workflows/primes-snapshot.yml) ;
# vérifié par \`npm run check\`. Ne pas modifier à la main.
#   project : le projet Firestore relevé ; le journal n’est prolongé que depuis ce projet.
#   since   : premier relevé ; ses montants servent de point de départ et n’ont pas d’ancienne valeur.
#   seen    : les derniers montants relevés (updatedAt = heure de modification du document), comparés au prochain relevé.
#   changes : une entrée par montant modifié, la plus ancienne d’abord ; old absent = montant ajouté, new absent = montant retiré.
`;

/**
 * The file as the snapshot writes it: the same history always gives the same bytes
 * (keys in the providers' order, fields in a fixed order), so an unchanged log is never
 * rewritten and each change is a few added lines in review. Times are quoted: a YAML 1.1
 * reader would otherwise turn them into dates and lose their microseconds.
 */
export function serializeHistory(history: PrimeHistory): string {
  const values = Object.fromEntries(
    STORED_KEYS.flatMap((key) => (history.seen.values[key] === undefined ? [] : [[key, history.seen.values[key]]])),
  );
  const body = {
    project: history.project,
    since: history.since,
    seen: { updatedAt: history.seen.updatedAt, values },
    changes: history.changes.map((change) => ({
      key: change.key,
      ...(change.old === undefined ? {} : { old: change.old }),
      ...(change.new === undefined ? {} : { new: change.new }),
      updatedAt: change.updatedAt,
      recordedAt: change.recordedAt,
    })),
  };
  return `${HEADER}${stringify(body, { defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN', lineWidth: 0 })}`;
}
