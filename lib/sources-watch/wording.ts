import { formatDateFr } from '../format-date';
import { formatEuros } from '../primes/format';
import { SIDE_KEYS } from './amount-keys';
import { GONE_AFTER_DAYS, WATCH_LIMITS, type FailureCause } from './config';
import type { WatchChange } from './entry';
import type { WatchedAmount, WatchFailure } from './types';

/** What `npm run sources:watch` says, in French, to the writers and in the daily proposal. */

const NBSP = '\u00a0';
const count = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

const ROBOTS_CAUSES: Readonly<Record<FailureCause, string>> = {
  timeout: 'délai dépassé',
  network: 'serveur injoignable',
  'too-large': 'fichier trop volumineux',
  redirects: 'trop de redirections',
};

/** Why reads fail, in words that name what a writer can check: never « refusé » unless a robots.txt said so. */
function failureWords(failure: Pick<WatchFailure, 'reason' | 'status' | 'cause'>): string {
  switch (failure.reason) {
    case 'robots-refused':
      return 'son robots.txt en interdit la lecture';
    case 'robots-unreachable': {
      const why = failure.status !== undefined ? `erreur ${failure.status}` : ROBOTS_CAUSES[failure.cause ?? 'network'];
      return `son robots.txt n’a pas pu être lu (${why})${NBSP}: par politesse, la page n’a pas été lue`;
    }
    case 'unreachable':
      return failure.cause === 'timeout'
        ? 'le serveur ne répond pas (délai dépassé)'
        : 'le serveur est injoignable (adresse inconnue ou connexion refusée)';
    case 'http':
      return `la page répond par une erreur ${failure.status ?? ''}`.trimEnd();
    case 'not-html':
      return 'l’adresse ne renvoie pas une page HTML';
    case 'too-large':
      return `la page dépasse la taille lue (${WATCH_LIMITS.maxBytes / 1_000_000}${NBSP}Mo)`;
    case 'redirects':
      return 'trop de redirections';
  }
}

/** One amount's news, named by its record and its key in the settings document, which the owner changes. */
function amountLine(kind: 'amount-different' | 'amount-found' | 'amount-lost', url: string, amount: WatchedAmount): string {
  const whose = SIDE_KEYS.get(amount.key);
  const record = `${whose?.provider ?? amount.key}${NBSP}:`;
  const side = `du ${whose?.side ?? 'parrain'} (${amount.key})`;
  const ours = formatEuros(amount.amount);
  switch (kind) {
    case 'amount-different':
      return `${record} ${url} indique ${formatEuros(amount.page ?? 0)} là où le document de primes donne ${ours}, montant ${side}${NBSP}; montant à revoir`;
    case 'amount-found':
      return `${record} ${url} donne ${ours}, le montant ${side}`;
    case 'amount-lost':
      return `${record} ${url} ne donne plus ${ours}, le montant ${side}, ni aucun autre près des mots du parrainage`;
  }
}

/** One line per change, naming the records to re-check: the workflow's proposal lists them. */
export function changeLine(change: WatchChange): string {
  const { source } = change;
  if (change.kind === 'amount-different' || change.kind === 'amount-found' || change.kind === 'amount-lost')
    return amountLine(change.kind, source.url, change.amount);
  const records = `${source.records.join(', ')}${NBSP}:`;
  switch (change.kind) {
    case 'text-changed': {
      const { added, removed, excerpt } = change.diff;
      const counted = [
        added > 0 ? `${added} passage${added > 1 ? 's' : ''} nouveau${added > 1 ? 'x' : ''} ou modifié${added > 1 ? 's' : ''}` : '',
        removed > 0 ? `${removed} retiré${removed > 1 ? 's' : ''}` : '',
      ].filter(Boolean);
      const quote = excerpt ? `, dont «${NBSP}${excerpt}${NBSP}»` : '';
      return `${records} le texte de ${source.url} a changé (${counted.join(', ') || 'ordre des passages'}${quote})${NBSP}; fiche à revérifier`;
    }
    case 'failing':
    case 'failing-long': {
      const { failure } = change.source;
      const ended = change.endedAt ? ` (redirigée vers ${change.endedAt})` : '';
      const not = source.read ? 'ne se lit plus' : 'ne se lit pas';
      return change.kind === 'failing'
        ? `${records} ${source.url}${ended} ${not}${NBSP}: ${failureWords(failure)}`
        : `${records} ${source.url}${ended} ${not} depuis le ${formatDateFr(failure.first)}${NBSP}: ${failureWords(failure)}${NBSP}; fiche à revérifier`;
    }
    case 'recovered':
      return `${records} ${source.url} se lit de nouveau`;
    case 'moved':
      return `${records} ${source.url} mène désormais à ${source.finalUrl ?? source.url}`;
  }
}

const of = (changes: readonly WatchChange[], kind: WatchChange['kind']) => changes.filter((change) => change.kind === kind).length;

/** The amounts' news, each kind counted when there is any (a run that looks for no amount says nothing of them). */
function amountCounts(changes: readonly WatchChange[]): string[] {
  const different = of(changes, 'amount-different');
  const found = of(changes, 'amount-found');
  const lost = of(changes, 'amount-lost');
  return [
    ...(different > 0 ? [count(different, 'montant différent', 'montants différents')] : []),
    ...(found > 0 ? [count(found, 'montant trouvé', 'montants trouvés')] : []),
    ...(lost > 0 ? [count(lost, 'montant plus trouvé', 'montants plus trouvés')] : []),
  ];
}

/** The run in one line: the addresses, then each kind of news counted apart. */
export function countLine(addresses: number, changes: readonly WatchChange[]): string {
  const moved = of(changes, 'moved');
  return `${count(addresses, 'adresse suivie', 'adresses suivies')}${NBSP}: ${[
    count(of(changes, 'text-changed'), 'texte changé', 'textes changés'),
    count(of(changes, 'failing'), 'nouvel échec', 'nouveaux échecs'),
    count(of(changes, 'recovered'), 'rétablie', 'rétablies'),
    count(
      of(changes, 'failing-long'),
      `échec de plus de ${GONE_AFTER_DAYS}${NBSP}jours`,
      `échecs de plus de ${GONE_AFTER_DAYS}${NBSP}jours`,
    ),
    ...(moved > 0 ? [count(moved, 'redirection nouvelle', 'redirections nouvelles')] : []),
    ...amountCounts(changes),
  ].join(', ')}.`;
}

/** The one line of a run in which nothing answered: the network is down, not every site. */
export function outageLine(addresses: number): string {
  const who = addresses > 1 ? `aucune des ${addresses} adresses n’a répondu` : 'la seule adresse suivie n’a pas répondu';
  return `Veille interrompue${NBSP}: ${who} (réseau injoignable${NBSP}?)${NBSP}; rien n’est écrit.`;
}

/**
 * What the daily workflow proposes to the writers, one headed section per kind: amounts the
 * official page gives differently first (the owner has to act), texts changed, addresses that
 * read again, new redirects, failures older than GONE_AFTER_DAYS, amounts found or no longer
 * found. A failure
 * younger than that is not news yet (a page can be briefly down): empty when nothing else.
 */
export function summaryText(changes: readonly WatchChange[]): string {
  const sections: readonly (readonly [WatchChange['kind'], string])[] = [
    ['amount-different', 'Montants différents sur la page officielle (à revoir dans le document de primes ou la fiche)'],
    ['text-changed', 'Textes changés'],
    ['recovered', 'Adresses qui se lisent de nouveau'],
    ['moved', 'Redirections nouvelles'],
    ['failing-long', `Échecs depuis plus de ${GONE_AFTER_DAYS}${NBSP}jours`],
    ['amount-found', 'Montants trouvés sur la page officielle'],
    ['amount-lost', 'Montants que la page officielle ne donne plus'],
  ];
  return sections
    .flatMap(([kind, title]) => {
      const lines = changes.filter((change) => change.kind === kind).map((change) => `- ${changeLine(change)}`);
      return lines.length > 0 ? [`### ${title}\n\n${lines.join('\n')}\n`] : [];
    })
    .join('\n');
}
