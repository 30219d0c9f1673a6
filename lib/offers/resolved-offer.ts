import { deName, lowerFirst } from '../french';
import { bonusKey, CAPITAL_AT_RISK, PROVIDER_LABELS, type BonusKind, type Provider } from '../primes/providers';
import { boostedOfferOf } from '../primes/thresholds';
import { facetVerdictsOf, type Facet, type FacetVerdict } from './facets';
import { programmeReason } from './programme';
import { mainConditionSaid } from './condition';
import { isUnpublished, type OfferRecord, type Reward } from './schema';
import { badgeShown, resolveSide, type ResolvedSide, type SideBasis, type SideFacts, type SideStatus } from './resolve-side';
import { termsWatchOf, type TermsWatch } from './terms-watch';
import { amountCheckOf, shownAmount, type AmountCheck } from './amount-check';
import type { WatchState } from '../sources-watch/types';
import { offerOriginOf, type OfferOrigin } from './origin';
import { netValueBonusOf, netValueOf, type NetValue } from './net-value';

/**
 * What a visitor is told about one offer, computed once from the record and the settings
 * document: every surface (box, row, card, home card, guide box, `<Prime>`, open data, CSV,
 * feeds, structured data) renders this and reads neither the record nor the document on its
 * own, so the same offer reads the same everywhere.
 */

export type OfferSide = 'referee' | 'sponsor';
const KIND = { referee: 'filleul', sponsor: 'parrain' } as const satisfies Record<OfferSide, string>;

type ResolvedOfferSide = ResolvedSide & {
  readonly facts: SideFacts;
  /**
   * What the words shown instead of a figure rest on, in a visitor's words (one clause, no final
   * full stop), or '' for a figure: where figures come from is the offer's `origin`, said once.
   */
  readonly origin: string;
};

export type ResolvedOffer = {
  readonly provider: Provider;
  readonly label: string;
  readonly open: boolean;
  /** Why a programme that is not open shows no amount (ended on …, looked for in vain on …). */
  readonly closedReason?: string;
  readonly referee: ResolvedOfferSide;
  readonly sponsor: ResolvedOfferSide & {
    /** The boosted badge: the document's flag, beside an amount a source confirms, never beside a guess. */
    readonly badge: boolean;
  };
  /** The first condition a visitor meets beyond the code, with its deadline as the box words it. */
  readonly condition?: { readonly text: string; readonly deadline: string; readonly mark: string | undefined };
  /** YYYY-MM-DD: the day a source was read to check the record. */
  readonly checked?: string;
  /** The share bonus the site's own sponsor passes on: only where the site has a code for the offer. */
  readonly share?: ResolvedOfferSide;
  /** What the daily watch of the official sources says of the record (changed after its check, pages gone). */
  readonly termsWatch: TermsWatch;
  /** What the daily watch found of the amounts shown on the official pages; undefined when they were never looked for there. */
  readonly amountCheck?: AmountCheck;
  /** Where the figures shown come from, said once for the offer (lib/offers/origin.ts). */
  readonly origin: OfferOrigin;
  /** Each filter's answer, with the sentence and the source it rests on (lib/offers/facets.ts). */
  readonly filters: Readonly<Record<Facet, FacetVerdict>>;
  /** What the referee's bonus is worth once the account's costs and the money it holds are counted (lib/offers/net-value.ts). */
  readonly netValue: NetValue;
};

/** What besides the record and the document decides what a visitor is told: the site's code, the watch, the day. */
export type OfferContext = { readonly siteCode?: boolean; readonly watch?: WatchState; readonly today?: string };

/** The record's word on a side, reduced to what decides how its amount is said. */
function sideBasisOf(record: Pick<OfferRecord, 'programme' | 'rewards'> | undefined, side: OfferSide): SideBasis {
  if (record === undefined) return { kind: 'paid' };
  if (record.programme.status !== 'open') return { kind: 'closed', programme: record.programme.status };
  const reward: Reward = record.rewards[side];
  if (isUnpublished(reward)) return { kind: 'paid' };
  const sure = reward.published?.certainty === 'sure' ? reward.published.value : undefined;
  if (reward.status === 'none') return { kind: 'none' };
  if (reward.status === 'varies') return sure === undefined ? { kind: 'varies' } : { kind: 'varies', ceiling: sure };
  return sure === undefined ? { kind: 'paid', stated: true } : { kind: 'paid', published: sure, stated: true };
}

export function sideFactsOf(
  provider: Provider,
  record: Pick<OfferRecord, 'programme' | 'rewards'> | undefined,
  side: OfferSide,
): SideFacts {
  const boosted = side === 'sponsor' ? boostedOfferOf(provider) : undefined;
  return {
    key: bonusKey(KIND[side], provider),
    basis: sideBasisOf(record, side),
    ...(boosted ? { boost: `OFFRE_BOOSTED_${boosted}` } : {}),
  };
}

/** The share bonus is the site's sponsor's, not the provider's: only a closed programme decides it. */
function shareFactsOf(provider: Provider, record: Pick<OfferRecord, 'programme'> | undefined): SideFacts {
  const status = record?.programme.status;
  return {
    key: bonusKey('partage', provider),
    basis: status === 'ended' || status === 'not-found' ? { kind: 'closed', programme: status } : { kind: 'paid' },
  };
}

const ORIGIN: Readonly<Record<Exclude<SideStatus, 'closed' | 'varies'>, (brand: string) => string>> = {
  sourced: () => '',
  unconfirmed: () => '',
  'up-to': () => 'le montant dépend de l’offre en cours, dans la limite du plafond publié',
  none: () => 'les conditions publiées ne prévoient aucune prime de ce côté',
  missing: () => 'les conditions prévoient une prime, mais notre relevé n’en donne pas le montant',
};

function originOf(status: SideStatus, reward: Reward | undefined, brand: string, closedReason: string | undefined): string {
  if (status === 'closed') return closedReason ?? 'pas de programme en cours';
  if (status === 'varies') {
    const text = reward !== undefined && !isUnpublished(reward) && reward.certainty === 'sure' ? reward.text : undefined;
    return text ? lowerFirst(text) : 'le montant dépend de l’offre en cours';
  }
  return ORIGIN[status](brand);
}

export function resolveOffer(
  provider: Provider,
  record: OfferRecord | undefined,
  values: Readonly<Record<string, unknown>>,
  context: OfferContext = {},
): ResolvedOffer {
  const label = PROVIDER_LABELS[provider];
  const closedReason = record ? programmeReason(record) : undefined;
  const side = (which: OfferSide): ResolvedOfferSide => {
    const facts = sideFactsOf(provider, record, which);
    const resolved = resolveSide(facts, values);
    return { ...resolved, facts, origin: originOf(resolved.status, record?.rewards[which], deName(label), closedReason) };
  };
  const referee = side('referee');
  const sponsor = side('sponsor');
  const main = record && record.programme.status === 'open' ? mainConditionSaid(record) : undefined;
  const shown = [shownAmount('referee', referee.facts, referee), shownAmount('sponsor', sponsor.facts, sponsor)].flatMap(
    (amount) => amount ?? [],
  );
  const amountCheck = record ? amountCheckOf(record, shown, context.watch ?? { sources: [] }) : undefined;
  return {
    provider,
    label,
    open: record === undefined || record.programme.status === 'open',
    ...(closedReason ? { closedReason } : {}),
    referee,
    sponsor: { ...sponsor, badge: badgeShown(sponsor.facts, sponsor, values) },
    ...(main ? { condition: { text: main.text, deadline: main.deadline, mark: main.mark } } : {}),
    ...(record?.checked ? { checked: record.checked } : {}),
    ...(context.siteCode ? { share: shareOf(provider, record, values, closedReason) } : {}),
    filters: facetVerdictsOf(provider, record),
    termsWatch: record
      ? termsWatchOf(record, context.watch ?? { sources: [] }, context.today ?? new Date().toISOString().slice(0, 10))
      : { gone: [] },
    ...(amountCheck ? { amountCheck } : {}),
    origin: offerOriginOf({ referee, sponsor }, amountCheck),
    netValue:
      record && record.programme.status === 'open'
        ? netValueOf({ ...netValueBonusOf(referee), facts: record, capitalAtRisk: CAPITAL_AT_RISK[provider] })
        : { kind: 'none', capitalAtRisk: CAPITAL_AT_RISK[provider] },
  };
}

function shareOf(
  provider: Provider,
  record: OfferRecord | undefined,
  values: Readonly<Record<string, unknown>>,
  closedReason: string | undefined,
): ResolvedOfferSide {
  const facts = shareFactsOf(provider, record);
  const resolved = resolveSide(facts, values);
  const origin =
    resolved.status === 'closed'
      ? (closedReason ?? 'pas de programme en cours')
      : 'la part de sa prime que notre parrain vous reverse, selon notre relevé';
  return { ...resolved, facts, origin };
}

/** The facts of any amount a writer may ask for (`<Prime kind>`): a side, the share bonus, or their sum. */
export function factsForKind(provider: Provider, record: OfferRecord | undefined, kind: BonusKind): SideFacts {
  if (kind === 'filleul') return sideFactsOf(provider, record, 'referee');
  if (kind === 'parrain') return sideFactsOf(provider, record, 'sponsor');
  const share = shareFactsOf(provider, record);
  return kind === 'partage' ? share : { ...share, key: bonusKey(kind, provider) };
}
