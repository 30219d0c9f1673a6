import { bonusKey, type BonusKey, type Provider } from '../primes/providers';

export type RewardSide = 'referee' | 'sponsor';
/** A record's word on one side's bonus: its status, and the amount its terms publish if it holds one. */
type RewardLike =
  | { readonly status?: string; readonly published?: { readonly value: number; readonly certainty: string } }
  | { readonly unpublished: true };
type RewardsLike = Readonly<Record<RewardSide, RewardLike>>;
/** Whether the programme runs (lib/offers/schema.ts `Programme`): amounts for one that does not are contradictions. */
type ProgrammeLike = { readonly status: string };

/**
 * `paid-where-none`: an amount above 0 where the record says the published terms pay nothing;
 * `missing`: no amount where the record says a bonus is paid (the page could only say « montant non communiqué »);
 * `differs-from-published`: an amount other than the one the terms publish, read from a sure source;
 * `closed-programme`: an amount above 0 for a programme the record says has ended or was not found.
 */
export type AmountContradiction =
  | {
      readonly kind: 'paid-where-none';
      readonly provider: Provider;
      readonly side: RewardSide;
      readonly key: BonusKey;
      readonly value: number;
    }
  | { readonly kind: 'missing'; readonly provider: Provider; readonly side: RewardSide; readonly key: BonusKey }
  | {
      readonly kind: 'differs-from-published';
      readonly provider: Provider;
      readonly side: RewardSide;
      readonly key: BonusKey;
      readonly value: number | undefined;
      readonly published: number;
    }
  | {
      readonly kind: 'closed-programme';
      readonly provider: Provider;
      readonly side: RewardSide;
      readonly key: BonusKey;
      readonly value: number;
      readonly status: 'ended' | 'not-found';
    };

const KIND = { referee: 'filleul', sponsor: 'parrain' } as const;

/**
 * Where a settings document and a record disagree: an amount paid where the record says
 * the published terms pay none (Revolut's referee), no amount where it says one is paid,
 * an amount other than the one a sure source publishes (N26's sponsor), or any amount for
 * a programme that ended or was never found. The numbers and the facts must agree, or the
 * owner is told: `npm run check` on the default document (or `--document`), the server's
 * log on the live one, and the offer box.
 */
export function amountContradictions(
  record: { readonly provider: Provider; readonly rewards: RewardsLike; readonly programme?: ProgrammeLike },
  values: Readonly<Record<string, unknown>>,
): AmountContradiction[] {
  const closed = record.programme?.status === 'ended' || record.programme?.status === 'not-found' ? record.programme.status : undefined;
  return (['referee', 'sponsor'] as const).flatMap((side): AmountContradiction[] => {
    const reward = record.rewards[side];
    const key = bonusKey(KIND[side], record.provider);
    const raw = values[key];
    const value = typeof raw === 'number' ? raw : undefined;
    if (closed !== undefined) {
      return value !== undefined && value > 0
        ? [{ kind: 'closed-programme', provider: record.provider, side, key, value, status: closed }]
        : [];
    }
    if (!('status' in reward)) return [];
    if (reward.status === 'none' && value !== undefined && value > 0) {
      return [{ kind: 'paid-where-none', provider: record.provider, side, key, value }];
    }
    if (reward.status === 'paid' && value === undefined) return [{ kind: 'missing', provider: record.provider, side, key }];
    const published = reward.published;
    if (published && published.certainty === 'sure' && value !== published.value) {
      return [{ kind: 'differs-from-published', provider: record.provider, side, key, value, published: published.value }];
    }
    return [];
  });
}
