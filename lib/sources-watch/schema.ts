import { z } from 'zod';
import { isProvider, PROVIDERS } from '../primes/providers';
import { suggestion } from '../yaml-schema/nearest';
import { isCalendarDate } from '../yaml-schema/dates';
import { SIDE_KEYS } from './amount-keys';
import { AMOUNT_STATUSES, FAILURE_CAUSES, FAILURE_REASONS } from './config';

/**
 * content/sources-watch.yaml (written by `npm run sources:watch`), declared once: its types, the
 * content gate's French messages with line and field (lib/content/check/sources-watch.ts) and the
 * module the site reads (written by the content build) come from here. The rules between fields
 * are part of it: a reading comes after `since` and `changed`, and no later than the first day of
 * a failure, which ends no sooner than it starts; each failure reason has what it needs.
 */

const q = (text: string) => `«\u00a0${text}\u00a0»`;
const day = z.string().refine(isCalendarDate, { message: 'date AAAA-MM-JJ attendue' });
/** The causes each reason may give: a page's server gave no answer; a robots.txt may also have been too large or redirected too far. */
const CAUSES_OF: Readonly<Partial<Record<(typeof FAILURE_REASONS)[number], readonly string[]>>> = {
  unreachable: ['timeout', 'network'],
  'robots-unreachable': FAILURE_CAUSES,
};

/**
 * A failure of the reads of one address, from its first day to its last (the last run that
 * failed): the same reason and status every day in between, or it is another failure.
 */
const failureSchema = z
  .strictObject({
    reason: z.enum(FAILURE_REASONS).describe('Pourquoi la lecture a échoué'),
    status: z.number().int().min(100).max(599).optional().describe('Le code HTTP de la réponse, quand il y en a une'),
    cause: z.enum(FAILURE_CAUSES).optional().describe('Ce qui a empêché toute réponse (délai, réseau…)'),
    first: day.describe('Le premier jour de cet échec'),
    last: day.describe('Le dernier jour de cet échec'),
  })
  .superRefine((failure, context) => {
    const fail = (message: string) => context.addIssue({ code: 'custom', message });
    const causes = CAUSES_OF[failure.reason] ?? [];
    if (failure.cause !== undefined && !causes.includes(failure.cause)) {
      fail(
        `${q('cause')}\u00a0: ${causes.length > 0 ? `valeurs possibles pour ${q(failure.reason)} ${causes.map(q).join(', ')}` : `sans objet pour ${q(failure.reason)}`}`,
      );
    }
    if (failure.reason === 'http' && failure.status === undefined)
      fail(`${q('reason')} ${q('http')} sans ${q('status')}\u00a0: le code de l’erreur`);
    if (failure.reason === 'unreachable' && failure.cause === undefined)
      fail(`${q('reason')} ${q('unreachable')} sans ${q('cause')}\u00a0: ${q('timeout')} ou ${q('network')}`);
    if (failure.reason === 'robots-unreachable' && (failure.status === undefined) === (failure.cause === undefined)) {
      fail(`${q('reason')} ${q('robots-unreachable')}\u00a0: ${q('status')} (l’erreur du serveur) ou ${q('cause')}, l’un des deux`);
    }
    if (failure.last < failure.first)
      fail(`${q('last')} (${failure.last}) avant ${q('first')} (${failure.first})\u00a0: un échec finit après avoir commencé`);
  });

/**
 * One amount of an offer looked for in the page's text at its last successful reading (the
 * day is `read`): `page` is the amount the page gives instead, only with `different`.
 */
const amountSchema = z
  .strictObject({
    key: z
      .string()
      .refine((key) => SIDE_KEYS.has(key), {
        error: (issue) =>
          `clé de montant inconnue ${q(String(issue.input))}\u00a0; ${suggestion(String(issue.input), [...SIDE_KEYS.keys()])}`,
      })
      .describe('La clé du montant dans le document de primes (PRIME_FILLEUL_… ou PRIME_PARRAIN_…)'),
    amount: z.number().positive().describe('Le montant cherché, celui du document de primes, en euros'),
    status: z
      .enum(AMOUNT_STATUSES)
      .describe('found (la page le donne), absent (aucun montant près des mots du parrainage), different (elle en donne un autre)'),
    page: z.number().positive().optional().describe('Avec different\u00a0: le montant que donne la page, en euros'),
  })
  .superRefine((found, context) => {
    const fail = (message: string) => context.addIssue({ code: 'custom', message, path: ['page'] });
    if (found.status === 'different' && found.page === undefined)
      fail(`${q('status')} ${q('different')} sans ${q('page')}\u00a0: le montant que donne la page`);
    if (found.status !== 'different' && found.page !== undefined)
      fail(`en trop avec ${q(`status: ${found.status}`)}\u00a0: seul un montant ${q('different')} a celui de la page`);
    if (found.status === 'different' && found.page === found.amount)
      fail(`${found.page}, le montant cherché lui-même\u00a0: un montant ${q('different')} est un autre montant`);
  });

/** What the watch keeps per address: everything but `failure` is the last successful reading, which a failure leaves as it was. */
const watchedSourceSchema = z
  .strictObject({
    url: z
      .string()
      .regex(/^https?:\/\/\S+$/, { message: 'adresse http(s) attendue' })
      .describe('L’adresse citée par les fiches'),
    // Provider keys, typed as text: the watch's own code handles keys as it reads them from the records.
    records: z
      .array(
        z.string().refine((key): boolean => isProvider(key), {
          error: (issue) => `clé inconnue ${q(String(issue.input))}\u00a0; ${suggestion(String(issue.input), PROVIDERS)}`,
        }),
      )
      .min(1, { message: 'la liste des clés des fiches qui citent l’adresse' })
      .readonly()
      .describe('Les clés des fiches qui la citent'),
    read: day.optional().describe('Le dernier jour où son texte a été lu, absent avant la première lecture réussie'),
    fingerprint: z
      .string()
      .regex(/^[0-9a-f]{64}$/, { message: 'empreinte SHA-256 attendue (64 caractères hexadécimaux)' })
      .optional()
      .describe('L’empreinte SHA-256 de son texte principal normalisé'),
    passages: z.array(z.string()).readonly().optional().describe('Une empreinte courte par passage de ce texte, dans l’ordre de la page'),
    since: day.optional().describe('Le premier jour où elle a été lue'),
    changed: day.optional().describe('Le dernier jour où son texte a changé (jamais posé par la première lecture)'),
    finalUrl: z.string().optional().describe('L’adresse où ses redirections ont mené'),
    amounts: z
      .array(amountSchema)
      .readonly()
      .optional()
      .describe('Les montants des fiches qui la citent, cherchés dans son texte à sa dernière lecture réussie'),
    failure: failureSchema.optional().describe('L’échec des lectures, tant qu’elles échouent'),
  })
  .superRefine((source, context) => {
    const at = (path: string | undefined, message: string) =>
      context.addIssue({ code: 'custom', message, ...(path ? { path: [path] } : {}) });
    const { read, since, changed, failure } = source;
    // Each of these says the file was not written by the watch, or not by this version of it.
    if (read === undefined && failure === undefined) {
      at(undefined, `ni ${q('read')} ni ${q('failure')}\u00a0: une adresse suivie a été lue au moins une fois, ou ses lectures échouent`);
    }
    if ((read === undefined) !== (source.fingerprint === undefined)) {
      at(undefined, `${q('read')} et ${q('fingerprint')} vont ensemble\u00a0: une lecture réussie donne toujours une empreinte`);
    }
    if (read && since && since > read)
      at('since', `le ${since}, après ${q('read')} (${read})\u00a0: la première lecture ne suit pas la dernière`);
    if (read && changed && changed > read)
      at('changed', `le ${changed}, après ${q('read')} (${read})\u00a0: un changement se voit à une lecture`);
    if (since && changed && changed < since)
      at('changed', `le ${changed}, avant ${q('since')} (${since})\u00a0: rien ne change avant la première lecture`);
    if (read && failure && read > failure.first) {
      at('read', `le ${read}, après le premier jour de l’échec (${failure.first})\u00a0: une lecture réussie aurait mis fin à l’échec`);
    }
    if (source.amounts !== undefined && read === undefined)
      at('amounts', `sans ${q('read')}\u00a0: les montants se cherchent dans le texte d’une lecture réussie`);
    const seen = new Set<string>();
    source.amounts?.forEach((found, index) => {
      const where = (message: string) => context.addIssue({ code: 'custom', message, path: ['amounts', index, 'key'] });
      const provider = SIDE_KEYS.get(found.key)?.provider;
      if (provider !== undefined && !source.records.includes(provider))
        where(`${q(found.key)} n’est pas un montant des fiches qui citent l’adresse (${source.records.map(q).join(', ')})`);
      if (seen.has(found.key)) where(`${q(found.key)} déjà cherché dans cette adresse`);
      seen.add(found.key);
    });
  });

export const watchFileSchema = z.strictObject({
  sources: z.array(watchedSourceSchema).readonly().describe('Chaque adresse officielle suivie'),
});

export type WatchFailure = z.output<typeof failureSchema>;
export type WatchedSource = z.output<typeof watchedSourceSchema>;
export type WatchedAmount = z.output<typeof amountSchema>;
export type WatchState = z.output<typeof watchFileSchema>;
