import { z } from 'zod';
import { formatEuros } from '../format';
import { byTimeThenKey, compareInstants, isInstant } from './instant';
import { STORED_KEYS, type StoredKey } from './types';

/**
 * content/historique-primes.yaml, declared once: its type, the content gate's French messages
 * with line and field (check.ts), and the module the site reads (written by the content build)
 * come from here. The rules between entries (order, one change per key and time, `seen` that
 * agrees with the last change of each key) are part of the declaration: a log that breaks them
 * would be extended wrongly by the next snapshot.
 */

/** A Firebase project id (lib/primes/firestore-env.mjs's rule). */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/** A time: ISO 8601 in UTC, to Firestore's precision. */
const instant = z.string().refine(isInstant, { message: 'heure ISO 8601 en UTC attendue (par exemple "2026-11-24T08:15:02Z")' });
const euros = z.number().min(0, { message: 'un montant en euros est attendu (un nombre positif, sans «\u00a0€\u00a0»)' });
const storedKey = z.enum(STORED_KEYS as [StoredKey, ...StoredKey[]]);
const amountText = (amount: number | undefined) => (amount === undefined ? 'aucun montant' : formatEuros(amount));

const changeSchema = z
  .strictObject({
    key: storedKey.describe('Clé du document de primes, par exemple PRIME_PARRAIN_BOURSOBANK'),
    old: euros.optional().describe('Montant avant le changement ; absent quand la clé n’était pas dans le document'),
    new: euros.optional().describe('Montant après le changement ; absent quand la clé a quitté le document'),
    updatedAt: instant.describe('Heure de modification du document (updateTime de Firestore)'),
    recordedAt: instant.describe('Heure du relevé qui a vu le changement'),
  })
  .refine((change) => change.old !== change.new, {
    error: (issue) => {
      const value = (issue.input as { old?: number } | undefined)?.old;
      return value === undefined
        ? 'ni «\u00a0old\u00a0» ni «\u00a0new\u00a0»\u00a0: une évolution a au moins l’un des deux'
        : `«\u00a0old\u00a0» et «\u00a0new\u00a0» valent tous deux ${formatEuros(value)}`;
    },
  });

export const primeHistorySchema = z
  .strictObject({
    project: z
      .string()
      .regex(PROJECT_ID, { message: 'identifiant de projet Firebase malformé (par exemple parrainage-malin)' })
      .describe('Le projet Firestore dont les montants sont relevés'),
    since: instant.describe('Heure du premier relevé'),
    seen: z
      .strictObject({ updatedAt: instant, values: z.partialRecord(storedKey, euros) })
      .describe('Les derniers montants relevés, auxquels le prochain relevé se compare'),
    changes: z.array(changeSchema).readonly().describe('Les évolutions, de la plus ancienne à la plus récente'),
  })
  .superRefine((history, context) => {
    const seenAt = new Map<string, number>();
    history.changes.forEach((change, index) => {
      const identity = `${change.key}@${change.updatedAt}`;
      const first = seenAt.get(identity);
      if (first !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['changes', index],
          message: `${change.key} a déjà une évolution à l’heure ${change.updatedAt} (changes[${first + 1}])`,
        });
      } else seenAt.set(identity, index);
      const previous = history.changes[index - 1];
      if (previous && byTimeThenKey(previous, change) > 0) {
        context.addIssue({
          code: 'custom',
          path: ['changes', index],
          message: `évolution hors d’ordre\u00a0: elle précède changes[${index}] (ordre attendu\u00a0: updatedAt, puis key)`,
        });
      }
    });
    // The next snapshot compares with `seen`: a log whose last change of a key says otherwise would be extended wrongly.
    for (const key of STORED_KEYS) {
      const last = history.changes.findLast((change) => change.key === key);
      if (last === undefined) continue;
      const seen = history.seen.values[key];
      if (last.new !== seen) {
        context.addIssue({
          code: 'custom',
          path: ['seen'],
          message: `retient ${amountText(seen)} pour ${key}, mais sa dernière évolution donne ${amountText(last.new)}`,
        });
      }
      if (compareInstants(last.updatedAt, history.seen.updatedAt) > 0) {
        context.addIssue({
          code: 'custom',
          path: ['seen'],
          message: `(${history.seen.updatedAt}) est plus ancien que la dernière évolution de ${key} (${last.updatedAt})`,
        });
      }
    }
  });

export type PrimeHistory = z.output<typeof primeHistorySchema>;
/**
 * One change of one amount, as a snapshot saw it. `old` is absent when the key was not in the
 * document before (a new amount), `new` when it has left it (an amount removed).
 */
export type AmountChange = PrimeHistory['changes'][number];
