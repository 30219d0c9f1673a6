import { bonusKey, type BonusKey, type Provider } from '../primes/providers';

export type RewardSide = 'referee' | 'sponsor';
/** A record's word on one side's bonus: `status: none` is the only one an amount can contradict. */
type RewardsLike = Readonly<Record<RewardSide, { readonly status?: string } | { readonly unpublished: true }>>;

/**
 * `paid-where-none`: an amount above 0 where the record says the published terms pay nothing;
 * `missing`: no amount where the record says a bonus is paid (the page could only say « montant non communiqué »).
 */
export type AmountContradiction =
  | {
      readonly kind: 'paid-where-none';
      readonly provider: Provider;
      readonly side: RewardSide;
      readonly key: BonusKey;
      readonly value: number;
    }
  | { readonly kind: 'missing'; readonly provider: Provider; readonly side: RewardSide; readonly key: BonusKey };

const KIND = { referee: 'filleul', sponsor: 'parrain' } as const;

/**
 * Where a settings document and a record disagree: an amount paid where the record says
 * the published terms pay none (Revolut's referee), or no amount where it says one is
 * paid. The numbers and the facts must agree, or the owner is told: `npm run check` on the
 * default document (or `--document`), the server's log on the live one, and the offer box.
 */
export function amountContradictions(
  record: { readonly provider: Provider; readonly rewards: RewardsLike },
  values: Readonly<Record<string, unknown>>,
): AmountContradiction[] {
  return (['referee', 'sponsor'] as const).flatMap((side): AmountContradiction[] => {
    const reward = record.rewards[side];
    const key = bonusKey(KIND[side], record.provider);
    const value = values[key];
    if (!('status' in reward)) return [];
    if (reward.status === 'none' && typeof value === 'number' && value > 0) {
      return [{ kind: 'paid-where-none', provider: record.provider, side, key, value }];
    }
    if (reward.status === 'paid' && typeof value !== 'number') return [{ kind: 'missing', provider: record.provider, side, key }];
    return [];
  });
}
