import type { AMOUNT_STATUSES } from './config';

/**
 * Does an official page give an offer's amounts? A pure function of the page's text and the
 * amounts the site shows, so that every form a page may write an amount in is a unit test.
 *
 * An amount counts only near the programme's words (parrain, filleul, prime, offert, bonus,
 * referral, invite, friend…): a page of terms also quotes fees, deposits and prices, which say
 * nothing of the bonus. An amount that a condition introduces (« un dépôt de 300 € », « spend
 * €20 », « 2 €/mois ») is not a bonus either, and is never read as one. The sides are not told
 * apart: pages word them too freely (« vous », « votre ami », « you both ») for a rule to tell
 * the sponsor's amount from the referee's, so an amount found anywhere near the words counts.
 */

type AmountStatus = (typeof AMOUNT_STATUSES)[number];
/** What the page says of one expected amount; `page` is the amount it gives instead, only with `different`. */
type AmountFinding = { readonly amount: number; readonly status: AmountStatus; readonly page?: number };

/** How far, in characters of text, an amount may be from a programme word to count as the programme's. */
const NEAR = 150;

const PROGRAMME_WORDS = new RegExp(
  [
    'parrain\\p{L}*',
    'filleul\\p{L}*',
    'primes?',
    'offert\\p{L}*',
    'bonus',
    'récompense\\p{L}*',
    'referral',
    'referrals',
    'refer(?:s|red|ring)?',
    'invit\\p{L}*',
    'friends?',
    'rewards?',
    'sponsor\\p{L}*',
  ]
    .map((word) => `(?<!\\p{L})${word}(?!\\p{L})`)
    .join('|'),
  'giu',
);

// A grouped number first (« 1 000 », « 1.000 », « 1,000 »), so that its groups are not read as two amounts.
const WHOLE = '\\d{1,3}(?:[ .,]\\d{3})+|\\d+';
const MONEY = new RegExp(
  [
    `(?<![\\d.,])(?<whole>${WHOLE})(?:[,.](?<cents>\\d{1,2}))?\\s*(?:€|euros?(?!\\p{L})|EUR(?!\\p{L}))`,
    `(?:€|EUR)\\s*(?<prefixed>${WHOLE})(?:[,.](?<prefixedCents>\\d{1,2}))?(?!\\d)`,
  ].join('|'),
  'giu',
);

/** A condition's word just before an amount (« dépôt de », « au moins », « spend »): the amount is the condition's, not the bonus. */
const CONDITION_BEFORE =
  /(?<!\p{L})(?:dépôt|dépose[rz]?|versement|verse[rz]|dépens\p{L}*|achats?|minimum|minimal\p{L}*|frais|cotisation|abonnement|revenus?|salaire|au moins|deposit\p{L}*|spend\p{L}*|purchases?|fees?|top[- ]?up|at least|minimum of)[^.!?;\n\d€]{0,8}$/iu;
/** A condition's word just after it (« 2 €/mois », « 10 € d’achat », « €5 per month »). */
const CONDITION_AFTER =
  /^\s*(?:\/\s*\p{L}|par mois|par an|per (?:month|year)|a month|d[’']achats?|de dépôt|de dépense|minimum|of (?:spend|purchases?))/iu;

type Mention = { readonly value: number; readonly start: number; readonly end: number };

/** Spaces of every width read as one: pages set amounts with non-breaking and narrow spaces. */
const flattenSpaces = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/[\u00ad\u200b\u2060\ufeff]/g, '')
    .replace(/[\u00a0\u2007\u2009\u200a\u202f]/g, ' ');

function valueOf(whole: string, cents: string | undefined): number {
  const units = Number(whole.replace(/[ .,]/g, ''));
  return cents === undefined ? units : units + Number(cents.padEnd(2, '0')) / 100;
}

function mentionsIn(text: string): Mention[] {
  const mentions: Mention[] = [];
  for (const match of text.matchAll(MONEY)) {
    const groups = match.groups ?? {};
    const whole = groups['whole'] ?? groups['prefixed'];
    if (whole === undefined) continue;
    const start = match.index;
    const end = start + match[0].length;
    const before = text.slice(Math.max(0, start - 40), start);
    if (CONDITION_BEFORE.test(before) || CONDITION_AFTER.test(text.slice(end, end + 20))) continue;
    mentions.push({ value: valueOf(whole, groups['whole'] !== undefined ? groups['cents'] : groups['prefixedCents']), start, end });
  }
  return mentions;
}

/** How far each mention is from the nearest programme word, in characters; mentions farther than NEAR are left out. */
function nearMentions(text: string): (Mention & { readonly distance: number })[] {
  const words = [...text.matchAll(PROGRAMME_WORDS)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  return mentionsIn(text).flatMap((mention) => {
    const distance = Math.min(
      ...words.map((word) =>
        word.end <= mention.start ? mention.start - word.end : word.start >= mention.end ? word.start - mention.end : 0,
      ),
    );
    return distance <= NEAR ? [{ ...mention, distance }] : [];
  });
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Per expected amount (the amounts one offer shows, so that one side's amount is never taken
 * for the other's different amount): `found` when the page gives it near the programme's
 * words; `different` when it gives none of them but another amount there, the nearest to a
 * programme word; `absent` when it gives no amount there at all.
 */
export function matchAmounts(text: string, expected: readonly number[]): AmountFinding[] {
  const near = nearMentions(flattenSpaces(text));
  const given = new Set(near.map((mention) => cents(mention.value)));
  const wanted = new Set(expected.map(cents));
  const other = near
    .filter((mention) => mention.value > 0 && !wanted.has(cents(mention.value)))
    .sort((a, b) => a.distance - b.distance || a.start - b.start)[0];
  return expected.map((amount) => {
    if (given.has(cents(amount))) return { amount, status: 'found' };
    return other ? { amount, status: 'different', page: other.value } : { amount, status: 'absent' };
  });
}
