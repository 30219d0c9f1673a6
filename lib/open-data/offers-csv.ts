import { ANSWER_POINTS, type Certainty } from '../offers/schema';
import { renderCsv, type CsvCell } from './csv';
import type { OffersDataset, OpenOffer } from './offers-dataset';
import { csvCertaintyMark, factSourceOf } from '../offers/uncertainty';

/**
 * /offres.csv: /offres.json flattened to one row per offer for spreadsheets. Each column
 * is named by the path of its field in the JSON (the schema describes both); a list
 * (eligibility, conditions, costs, catches, sources) is one cell, its items joined by
 * « | », a fact to confirm marked as on the pages (lib/offers/uncertainty.ts).
 */

const LIST_SEPARATOR = ' | ';

type Fact = { readonly text: string; readonly source: string | null; readonly certainty: Certainty | null };
/** A fact with its detail, and who gives it when it is ⚠️, as the pages say it. */
const factText = (offer: Pick<OpenOffer, 'sources'>, fact: Fact, detail?: string) =>
  `${fact.text}${detail ? ` (${detail})` : ''}${csvCertaintyMark(fact.certainty, factSourceOf(offer.sources, fact))}`;
const joined = (items: readonly string[]): string | null => (items.length > 0 ? items.join(LIST_SEPARATOR) : null);

type Column = readonly [name: string, cell: (offer: OpenOffer, dataset: OffersDataset) => CsvCell];

const rewardColumns = (side: 'referee' | 'sponsor'): Column[] => [
  [`${side}.status`, (offer) => offer[side].status],
  [`${side}.shown`, (offer) => offer[side].shown],
  [`${side}.words`, (offer) => offer[side].words],
  [`${side}.amount`, (offer) => offer[side].amount],
  [`${side}.ceiling`, (offer) => offer[side].ceiling],
  [`${side}.published.value`, (offer) => offer[side].published?.value ?? null],
  [`${side}.form`, (offer) => offer[side].form],
  [`${side}.certainty`, (offer) => offer[side].certainty],
];

const COLUMNS: readonly Column[] = [
  ['provider', (offer) => offer.provider],
  ['label', (offer) => offer.label],
  ['family', (offer) => offer.family],
  ['capitalAtRisk', (offer) => offer.capitalAtRisk],
  ['page', (offer) => offer.page],
  ['withoutPage', (offer) => offer.withoutPage],
  // The same for every row: a spreadsheet row must carry the date of its own amounts.
  ['amountsUpdatedAt', (_offer, dataset) => dataset.amountsUpdatedAt],
  ['checked', (offer) => offer.checked],
  ['programme.status', (offer) => offer.programme.status],
  ['termsWatch.changedOn', (offer) => offer.termsWatch.changedOn],
  // Where the row's amounts come from, once for the row, as the offer's box says it.
  ['origin.kind', (offer) => offer.origin.kind],
  ['origin.sentence', (offer) => offer.origin.sentence || null],
  ['programme.reason', (offer) => offer.programme.reason],
  // « no », « yes » or empty (unknown), a fact to confirm marked as on the pages.
  ...ANSWER_POINTS.map((point): Column => [
    `answers.${point}`,
    ({ answers, sources }) => {
      const answer = answers[point];
      return answer ? `${answer.exists ? 'oui' : 'non'}${csvCertaintyMark(answer.certainty, factSourceOf(sources, answer))}` : null;
    },
  ]),
  ...rewardColumns('referee'),
  ...rewardColumns('sponsor'),
  // The referee's net value as the pages say it, and its figures to sort on; its parts stay in the JSON.
  ['netValue.kind', (offer) => offer.netValue.kind],
  ['netValue.value', (offer) => offer.netValue.value],
  ['netValue.min', (offer) => offer.netValue.min],
  ['netValue.max', (offer) => offer.netValue.max],
  ['netValue.words', (offer) => offer.netValue.words],
  [
    'eligibility',
    (offer) =>
      joined(
        [offer.eligibility.newCustomer, offer.eligibility.minAge, offer.eligibility.residence].flatMap((fact) =>
          fact ? [factText(offer, fact)] : [],
        ),
      ),
  ],
  // The new-customer rule as figures a spreadsheet can filter on; its wording is in `eligibility`.
  ['eligibility.newCustomer.rule', (offer) => offer.eligibility.newCustomer?.rule ?? null],
  ['eligibility.newCustomer.months', (offer) => offer.eligibility.newCustomer?.months ?? null],
  ['eligibility.newCustomer.since', (offer) => offer.eligibility.newCustomer?.since ?? null],
  ['conditions', (offer) => joined(offer.conditions.map((condition) => factText(offer, condition, condition.deadline.text)))],
  ['payout.text', (offer) => offer.payout.text],
  ['payout.days', (offer) => offer.payout.days],
  ['period.text', (offer) => offer.period.text],
  ['period.start', (offer) => offer.period.start],
  ['period.end', (offer) => offer.period.end],
  ['costs', (offer) => joined(offer.costs.map((cost) => factText(offer, cost)))],
  ['catches', (offer) => joined(offer.catches.map((note) => factText(offer, note)))],
  [
    'sources',
    (offer) => joined(offer.sources.map((source) => `${source.title} (${source.kind}, consultée le ${source.consulted}) ${source.url}`)),
  ],
];

export const OFFERS_CSV_HEADER: readonly string[] = COLUMNS.map(([name]) => name);

export function offersCsv(dataset: OffersDataset): string {
  return renderCsv(
    OFFERS_CSV_HEADER,
    dataset.offers.map((offer) => COLUMNS.map(([, cell]) => cell(offer, dataset))),
  );
}
