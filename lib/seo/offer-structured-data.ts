import type { Offer, PropertyValue, WithContext } from 'schema-dts';
import { isUnpublished, type OfferRecord } from '../offers/schema';
import type { ResolvedSide } from '../offers/resolve-side';
import { resolveOffer } from '../offers/resolved-offer';
import { deadlineText, eligibilityLines, payoutText, periodText } from '../offers/wording';
import { PROVIDER_FAMILY, PROVIDER_LABELS } from '../primes/providers';
import { FAMILY_LABELS } from '../primes/families';
import { factSourceOf, originSentence, unsureMark } from '../offers/uncertainty';
import { deName } from '../french';
import { formatDateFr } from '../format-date';
import { sourcesWatch } from '../sources-watch';

/**
 * The schema.org markup of an offer, on its record's page. schema.org has no type for a
 * sign-up bonus, and Google shows no rich result for one: an `Offer` with a price would
 * claim the account costs that price, so none is given. The bonuses are what the offer
 * gives, as `additionalProperty` values (a `MonetaryAmount` in euros, or the box's words
 * where it shows none); the conditions, eligibility, payout and period are its
 * `description`, in the box's wording, a fact to confirm said so; `validFrom` and
 * `validThrough` only when the record has the dates. Nothing here says more than the page.
 */

/** As the box marks a ⚠️ fact of the research: by who gives it. */
const unsureIn =
  (record: OfferRecord) =>
  (fact: object): string =>
    'certainty' in fact && fact.certainty === 'unsure'
      ? ` (${unsureMark(factSourceOf(record.sources, 'source' in fact && typeof fact.source === 'string' ? { source: fact.source } : {}))})`
      : '';

/** One side as every page says it (lib/offers/resolve-side.ts): an amount, a ceiling, or the words shown instead. */
function bonus(name: string, shown: ResolvedSide): PropertyValue {
  if (shown.amount !== null && shown.status === 'up-to') {
    return { '@type': 'PropertyValue', name, value: { '@type': 'MonetaryAmount', currency: 'EUR', maxValue: shown.amount } };
  }
  if (shown.amount !== null) {
    return {
      '@type': 'PropertyValue',
      name,
      value: { '@type': 'MonetaryAmount', currency: 'EUR', value: shown.amount },
    };
  }
  return { '@type': 'PropertyValue', name, description: shown.words };
}

/** « Éligibilité : … Conditions : … Versement : … Durée : … », one sentence each. */
function offerDescription(record: OfferRecord): string {
  const label = PROVIDER_LABELS[record.provider];
  const unsure = unsureIn(record);
  const eligibility = eligibilityLines(record.eligibility, label).map((line) => `${line.text}${unsure(line.fact)}`);
  const conditions = record.conditions.map((condition) => `${condition.text}, ${deadlineText(condition.deadline)}${unsure(condition)}`);
  return [
    eligibility.length > 0 ? `Éligibilité\u00a0: ${eligibility.join('\u00a0; ')}.` : undefined,
    conditions.length > 0 ? `Conditions\u00a0: ${conditions.join('\u00a0; ')}.` : 'Conditions non publiées.',
    `Versement\u00a0: ${payoutText(record.payout)}${unsure(record.payout)}.`,
    `Durée\u00a0: ${periodText(record.period)}${unsure(record.period)}.`,
  ]
    .filter((sentence) => sentence !== undefined)
    .join(' ');
}

/** The dates the record gives for the offer, and only those. */
function validity(record: OfferRecord): { readonly validFrom?: string; readonly validThrough?: string } {
  const { period } = record;
  if (isUnpublished(period) || 'noEnd' in period) return {};
  return { ...(period.start ? { validFrom: period.start } : {}), ...(period.end ? { validThrough: period.end } : {}) };
}

/** `page`: the record's page, where its box is and this markup goes. Only for a running programme (structured-data.ts filters). */
export function offerStructuredData(
  record: OfferRecord,
  page: string,
  values: Readonly<Record<string, unknown>>,
  absoluteUrl: (path: string) => string,
): WithContext<Offer> {
  const label = PROVIDER_LABELS[record.provider];
  const group = PROVIDER_FAMILY[record.provider];
  const url = absoluteUrl(page);
  const resolved = resolveOffer(record.provider, record, values, { watch: sourcesWatch() });
  // Where the amounts come from, as the box says it once: never a mark on each amount.
  const origin = originSentence(resolved.origin, { ofBrand: deName(label), day: formatDateFr });
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    '@id': `${url}#offre`,
    name: `Offre de parrainage ${label}`,
    url,
    category: FAMILY_LABELS[group],
    // A cashback site is a service; the others are financial products (accounts, cards, investing).
    itemOffered: { '@type': group === 'cashback' ? 'Service' : 'FinancialProduct', name: label },
    description: [origin, offerDescription(record)].filter(Boolean).join(' '),
    additionalProperty: [bonus('Prime du filleul', resolved.referee), bonus('Prime du parrain', resolved.sponsor)],
    ...validity(record),
  };
}
