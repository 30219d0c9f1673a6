import { bonusKey, type BonusKey, type Provider } from '../primes/providers';

export type RewardSide = 'referee' | 'sponsor';
/** A record's word on one side's bonus: `status: none` is the only one an amount can contradict. */
type RewardsLike = Readonly<Record<RewardSide, { readonly status?: string } | { readonly unpublished: true }>>;

export type AmountContradiction = {
  readonly provider: Provider;
  readonly side: RewardSide;
  readonly key: BonusKey;
  readonly value: number;
};

const KIND = { referee: 'filleul', sponsor: 'parrain' } as const;

/**
 * The amounts of a settings document that say a bonus is paid where the record says
 * the published terms pay none (Revolut's referee): the numbers and the facts must
 * agree, or the owner is told. Used on the default document by `npm run check`.
 */
export function amountContradictions(
  record: { readonly provider: Provider; readonly rewards: RewardsLike },
  values: Readonly<Record<string, unknown>>,
): AmountContradiction[] {
  return (['referee', 'sponsor'] as const).flatMap((side) => {
    const reward = record.rewards[side];
    const key = bonusKey(KIND[side], record.provider);
    const value = values[key];
    return 'status' in reward && reward.status === 'none' && typeof value === 'number' && value > 0
      ? [{ provider: record.provider, side, key, value }]
      : [];
  });
}
