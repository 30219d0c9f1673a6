import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files/schema';
import { HISTORY_FILE } from './types';

/**
 * The amounts' history (content/historique-primes.yaml) as contentlayer reads it, so the
 * pages and the feed get it in the build like every other data file, on any host. The
 * content gate (lib/primes/history/check.ts) holds the rules contentlayer cannot
 * say (known keys, times, order, no duplicate); lib/primes/history/index.ts types it.
 */
const AmountsHistoryChange = defineNestedType(() => ({
  name: 'AmountsHistoryChange',
  fields: {
    key: { type: 'string', required: true, description: 'Clé du document de primes, par exemple PRIME_PARRAIN_BOURSOBANK' },
    old: { type: 'number', description: 'Montant avant le changement ; absent quand la clé n’était pas dans le document' },
    new: { type: 'number', description: 'Montant après le changement ; absent quand la clé a quitté le document' },
    updatedAt: { type: 'string', required: true, description: 'Heure de modification du document (updateTime de Firestore)' },
    recordedAt: { type: 'string', required: true, description: 'Heure du relevé qui a vu le changement' },
  },
}));

const AmountsHistorySeen = defineNestedType(() => ({
  name: 'AmountsHistorySeen',
  fields: {
    updatedAt: { type: 'string', required: true, description: 'Heure de modification du document au dernier relevé' },
    values: { type: 'json', required: true, description: 'Les montants du dernier relevé, par clé' },
  },
}));

export const AmountsHistory = defineDocumentType(() => ({
  name: 'AmountsHistory',
  filePathPattern: HISTORY_FILE,
  contentType: 'data',
  fields: {
    project: { type: 'string', required: true, description: 'Le projet Firestore dont les montants sont relevés' },
    since: { type: 'string', required: true, description: 'Heure du premier relevé' },
    seen: { type: 'nested', of: AmountsHistorySeen, required: true },
    changes: { type: 'list', of: AmountsHistoryChange, required: true },
  },
}));
