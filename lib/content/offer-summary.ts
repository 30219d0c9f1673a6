import { PROVIDERS, type Provider } from '../primes/providers';
import { offerRecordOf } from '../offers';
import { facetsOf, unknownFacetsOf, type Facet } from '../offers/facets';
import { programmeReason } from '../offers/programme';
import { isUnpublished, mainConditionOf, type ConditionKind, type ProgrammeStatus, type Reward } from '../offers/record';
import { offerConditionOf, offerPageOf } from './index';
import { siteCodeFor } from './site-codes';

/** What tables and lists show beside a provider's amounts; serialisable for client components. */
export type OfferSummary = {
  /** The page where its offer box comes first (its record's `page`), if the site has one. */
  readonly href?: string;
  /** Its main bonus condition, from its record (`mainConditionOf`). */
  readonly condition?: string;
  /** That condition's kind, for its icon (home cards only: offerCardSummaries). */
  readonly conditionKind?: ConditionKind;
  /** The day its record's facts were last checked against their sources, YYYY-MM-DD (home cards only). */
  readonly checked?: string;
  /** Why the site has no page for it (its record's `withoutPage`), said in its row rather than a blank. */
  readonly withoutPage?: string;
  /** Whether the site has its own code or link for it (content/codes.yaml). */
  readonly siteCode: boolean;
  /** What its record establishes, for the comparison's filters (lib/offers/facets.ts); none when omitted. */
  readonly facets?: readonly Facet[];
  /** What its record leaves unknown: a filter on one of these names the offer apart rather than answer for it. */
  readonly unknownFacets?: readonly Facet[];
  /** Whether its programme runs (the record's `programme`): only `open` ones are ranked and carded. */
  readonly programme?: ProgrammeStatus;
  /** Why it is not ranked, in a visitor's words (ended or not found). */
  readonly apart?: string;
  /** How each side's amount is said: `none` (no bonus per the terms), `varies` (a ceiling), else the amount. */
  readonly rewards?: { readonly referee: RewardShape; readonly sponsor: RewardShape };
};

/** How a side's amount may be shown: as an amount, as « aucune prime », or as a ceiling that depends on the campaign. */
export type RewardShape = 'amount' | 'none' | 'varies';
export function rewardShapeOf(reward: Reward | undefined): RewardShape {
  if (reward === undefined || isUnpublished(reward)) return 'amount';
  return reward.status === 'paid' ? 'amount' : reward.status;
}

export type OfferSummaries = Readonly<Partial<Record<Provider, OfferSummary>>>;

function conditionKindOf(provider: Provider): ConditionKind | undefined {
  const record = offerRecordOf(provider);
  return record ? mainConditionOf(record)?.kind : undefined;
}

export function offerSummaries(): OfferSummaries {
  return Object.fromEntries(
    PROVIDERS.map((provider) => {
      const record = offerRecordOf(provider);
      const apart = record ? programmeReason(record) : undefined;
      return [
        provider,
        {
          href: offerPageOf(provider),
          condition: offerConditionOf(provider),
          withoutPage: record?.withoutPage,
          siteCode: siteCodeFor(provider) !== undefined,
          facets: facetsOf(record),
          unknownFacets: unknownFacetsOf(record),
          ...(record ? { programme: record.programme.status } : {}),
          ...(apart ? { apart } : {}),
          ...(record ? { rewards: { referee: rewardShapeOf(record.rewards.referee), sponsor: rewardShapeOf(record.rewards.sponsor) } } : {}),
        },
      ];
    }),
  );
}

/**
 * What the home page's cards show: the offers that have a page, with their main condition's
 * kind (its icon) and their check date. Only the cards get these: the comparison's rows, which
 * carry every provider into the page data, do not show them.
 */
export function offerCardSummaries(): OfferSummaries {
  return Object.fromEntries(
    Object.entries(offerSummaries())
      .filter(([, summary]) => summary?.href !== undefined && summary.programme === 'open')
      .map(([key, summary]) => {
        const provider = key as Provider;
        return [provider, { ...summary, conditionKind: conditionKindOf(provider), checked: offerRecordOf(provider)?.checked }];
      }),
  );
}
