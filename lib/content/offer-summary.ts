import { PROVIDERS, type Provider } from '../primes/providers';
import { offerRecordOf } from '../offers';
import { facetsOf, type Facet } from '../offers/facets';
import { mainConditionOf, type ConditionKind } from '../offers/record';
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
};

export type OfferSummaries = Readonly<Partial<Record<Provider, OfferSummary>>>;

function conditionKindOf(provider: Provider): ConditionKind | undefined {
  const record = offerRecordOf(provider);
  return record ? mainConditionOf(record)?.kind : undefined;
}

export function offerSummaries(): OfferSummaries {
  return Object.fromEntries(
    PROVIDERS.map((provider) => [
      provider,
      {
        href: offerPageOf(provider),
        condition: offerConditionOf(provider),
        withoutPage: offerRecordOf(provider)?.withoutPage,
        siteCode: siteCodeFor(provider) !== undefined,
        facets: facetsOf(offerRecordOf(provider)),
      },
    ]),
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
      .filter(([, summary]) => summary?.href !== undefined)
      .map(([key, summary]) => {
        const provider = key as Provider;
        return [provider, { ...summary, conditionKind: conditionKindOf(provider), checked: offerRecordOf(provider)?.checked }];
      }),
  );
}
