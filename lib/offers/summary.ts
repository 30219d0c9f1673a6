import { PROVIDER_LABELS, PROVIDERS, type Provider } from '../primes/providers';
import { providerNameRanks } from '../primes/provider-name-order';
import { mainConditionOf } from './condition';
import { facetsOf, unknownFacetsOf, type Facet } from './facets';
import { facetProofsOf, type FacetProofs, type ProofText } from './facet-proofs';
import { offerConditionOf, offerPageOf, offerRecordOf } from './index';
import { programmeReason } from './programme';
import type { SideFacts } from './resolve-side';
import { factsForKind, resolveOffer, sideFactsOf, type ResolvedOffer } from './resolved-offer';
import { netValueWords } from './net-value';
import type { OriginKind } from './origin';
import { originShort } from './uncertainty';
import { deName } from '../french';
import type { WatchState } from '../sources-watch/types';
import type { ConditionKind, OfferRecord, ProgrammeStatus } from './schema';
import { siteCodeFor } from './site-codes';
import { unregulatedOf } from './regulation';
import { formatDateFr } from '../format-date';
import { checkClaimOf, siteOf } from './check-claim';

/** What tables and lists show beside a provider's amounts; serialisable for client components. */
export type OfferSummary = {
  /** The page where its offer box comes first (its record's `page`), if the site has one. */
  readonly href?: string;
  /** Its main bonus condition, from its record (`mainConditionOf`). */
  readonly condition?: string;
  /** That condition's kind, for its icon (home cards only: offerCardSummaries). */
  readonly conditionKind?: ConditionKind;
  /**
   * The day its record's facts were last read (home cards only): YYYY-MM-DD, as the card says it,
   * and the most official source read that day (its site and address), a check only when official
   * (lib/offers/check-claim.ts).
   */
  readonly checked?: {
    readonly day: string;
    readonly said: string;
    readonly site: string;
    readonly url: string;
    /** `source`: an official source, a check; `consulted`: a third party's page, read. */
    readonly kind: 'source' | 'consulted';
    /** The words before the day and after the site, composed here: the cards' client code only places them. */
    readonly lead: string;
    readonly tail: string;
  };
  /** Why the site has no page for it (its record's `withoutPage`), said in its row rather than a blank. */
  readonly withoutPage?: string;
  /** Whether the site has its own code or link for it (content/codes.yaml). */
  readonly siteCode: boolean;
  /** What its record establishes, for the comparison's filters (lib/offers/facets.ts); none when omitted. */
  readonly facets?: readonly Facet[];
  /** What its record leaves unknown: a filter on one of these names the offer apart rather than answer for it. */
  readonly unknownFacets?: readonly Facet[];
  /** Each facet's answer with the sentence and source it rests on: shown in a kept row, or where a filter names the offers it hides. */
  readonly proofs?: Readonly<Partial<FacetProofs>>;
  /**
   * In a row of the comparison, instead of `condition` and `withoutPage`: the condition cell's words,
   * composed on the server so the table's client code only places them.
   */
  readonly conditionCell?: { readonly text: string; readonly noPage?: string };
  /** In a row of the comparison, instead of `proofs`: the sentence and source of each facet the row is kept for, nothing else. */
  readonly kept?: Readonly<Partial<Record<Facet, ProofText>>>;
  /** Whether its programme runs (the record's `programme`): only `open` ones are ranked and carded. */
  readonly programme?: ProgrammeStatus;
  /** Why it is not ranked, in a visitor's words (ended or not found). */
  readonly apart?: string;
  /** What decides how each amount is said (lib/offers/resolve-side.ts), resolved against the live values where shown. */
  readonly sides: OfferSides;
  /** Its name's place in French alphabetical order among all providers (lib/primes/provider-name-order.ts): equal amounts rank by it. */
  readonly nameRank: number;
  /** The platform says it holds no financial-services licence (its record's `regulation`): marked, and ranked after every other. */
  readonly unregulated?: true;
  /** Where its figures come from, in a few words (lib/offers/origin.ts), for the page's amounts; absent when no figure is shown. */
  readonly origin?: SummaryOrigin;
  /**
   * Its net value for the referee (lib/offers/net-value.ts) with the page's amounts: the words every
   * surface shows, and the euros it ranks by (the most it can be worth), absent when it has no figure.
   */
  readonly net?: { readonly words: string; readonly rank?: number };
};

/** The origin as a row or a card says it: its kind and its few words. */
export type SummaryOrigin = { readonly kind: OriginKind; readonly text: string };

/** What the page's amounts and the watch say of an offer's figures (its resolved offer), said short; none when no figure is shown. */
export function summaryOriginOf(resolved: ResolvedOffer): SummaryOrigin | undefined {
  if (resolved.origin.kind === 'none') return undefined;
  const text = originShort(resolved.origin, { ofBrand: deName(PROVIDER_LABELS[resolved.provider]) });
  return { kind: resolved.origin.kind, text };
}

/** The net value as a row or a card says it, from the resolved offer; none for a programme that is not open. */
function summaryNetOf(resolved: ResolvedOffer): OfferSummary['net'] {
  if (!resolved.open) return undefined;
  const value = resolved.netValue;
  // No bonus for the referee is worth nothing, and ranks as 0 as « aucune prime » does in the bonus orders; an unknown figure ranks last.
  if (value.kind === 'none') return resolved.referee.status === 'none' ? { words: 'aucune prime', rank: 0 } : { words: 'non calculable' };
  return { words: netValueWords(value), rank: value.kind === 'exact' ? value.value : value.max };
}

/** The amounts a page is rendered with, and the watch's findings: with them, each summary says where its figures come from. */
export type SummaryContext = { readonly values: Readonly<Record<string, unknown>>; readonly watch: WatchState };

export type OfferSides = {
  readonly referee: SideFacts;
  readonly sponsor: SideFacts;
  /** The share bonus, and the referee's total with it: only where the site has a code (nowhere else are they shown). */
  readonly share?: SideFacts;
  readonly total?: SideFacts;
};

export function offerSidesOf(provider: Provider, record: OfferRecord | undefined, siteCode = false): OfferSides {
  return {
    referee: sideFactsOf(provider, record, 'referee'),
    sponsor: sideFactsOf(provider, record, 'sponsor'),
    ...(siteCode ? { share: factsForKind(provider, record, 'partage'), total: factsForKind(provider, record, 'partage_et_filleul') } : {}),
  };
}

export type OfferSummaries = Readonly<Partial<Record<Provider, OfferSummary>>>;

function conditionKindOf(provider: Provider): ConditionKind | undefined {
  const record = offerRecordOf(provider);
  return record ? mainConditionOf(record)?.kind : undefined;
}

export function offerSummaries(context?: SummaryContext): OfferSummaries {
  const nameRanks = providerNameRanks();
  return Object.fromEntries(
    PROVIDERS.map((provider) => {
      const record = offerRecordOf(provider);
      const apart = record ? programmeReason(record) : undefined;
      const href = offerPageOf(provider);
      const condition = offerConditionOf(provider);
      const siteCode = siteCodeFor(provider) !== undefined;
      const resolved = context ? resolveOffer(provider, record, context.values, { watch: context.watch }) : undefined;
      const origin = resolved && summaryOriginOf(resolved);
      const net = resolved && summaryNetOf(resolved);
      // Only what is there: every field travels in the page data of the comparison's client component.
      return [
        provider,
        {
          ...(href ? { href } : {}),
          ...(condition ? { condition } : {}),
          ...(record?.withoutPage ? { withoutPage: record.withoutPage } : {}),
          siteCode,
          facets: facetsOf(provider, record),
          unknownFacets: unknownFacetsOf(provider, record),
          proofs: facetProofsOf(provider, record),
          ...(record ? { programme: record.programme.status } : {}),
          ...(apart ? { apart } : {}),
          sides: offerSidesOf(provider, record, siteCode),
          nameRank: nameRanks[provider],
          ...(unregulatedOf(record) ? { unregulated: true as const } : {}),
          ...(origin ? { origin } : {}),
          ...(net ? { net } : {}),
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
/**
 * A card's check line: the day the offer's conditions were read and where, the official page said
 * so. A card sets it under its figures, which may be our survey's: « vérifiées » there would read as
 * « amounts checked », so a card says « consultées » and the offer's page says what was checked.
 */
export const cardCheckWords = (official: boolean) =>
  official
    ? ({ kind: 'source', lead: 'Conditions consultées le', tail: ', page officielle' } as const)
    : ({ kind: 'consulted', lead: 'Page consultée le', tail: ', source non officielle' } as const);

export function offerCardSummaries(context?: SummaryContext): OfferSummaries {
  return Object.fromEntries(
    Object.entries(offerSummaries(context))
      .filter(([, summary]) => summary?.href !== undefined && summary.programme === 'open')
      .map(([key, summary]) => {
        const provider = key as Provider;
        const record = offerRecordOf(provider);
        const claim = checkClaimOf(record?.checked, record?.sources);
        // Said on the server: the cards' client code needs no date formatting of its own.
        const checked =
          claim.kind === 'none'
            ? undefined
            : {
                day: claim.day,
                said: formatDateFr(claim.day),
                site: siteOf(claim.source.url),
                url: claim.source.url,
                ...cardCheckWords(claim.kind === 'verified'),
              };
        return [
          provider,
          {
            ...summary,
            conditionKind: conditionKindOf(provider),
            ...(checked ? { checked } : {}),
          },
        ];
      }),
  );
}
