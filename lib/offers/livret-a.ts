/**
 * The Livret A rate, the yardstick of what money left on an account could have earned instead:
 * it is the one savings rate every French visitor can get, without risk, tax or lock-up, so the
 * interest it would have paid is what a holding condition really costs (lib/offers/net-value.ts).
 *
 * One dated, sourced constant: the rate changes by decree (usually on 1 February and 1 August),
 * and a net value must say which rate it used. When it changes, update every field together;
 * `caveat` says what the last check could not confirm, and goes when a check confirms it.
 */
export const LIVRET_A = {
  /** Yearly rate, in percent (1.5 means 1.5 % a year). */
  percent: 1.5,
  /** YYYY-MM-DD: the day this rate took effect. */
  since: '2026-02-01',
  source: {
    title: 'France: Le taux du Livret A abaissé à 1,5%',
    /** As a visitor names it beside the link. */
    publisher: 'Boursorama',
    url: 'https://www.boursorama.com/actualite-economique/actualites/france-le-taux-du-livret-a-abaisse-a-1-5-f824fe3dfe09286a1a8af8306e2f3807',
    /** The ministry's decision of 15 January 2026, as the press reported it that day. */
    published: '2026-01-15',
    /** YYYY-MM-DD: the day the source was read. */
    consulted: '2026-12-06',
  },
  caveat:
    'Latest decision found when consulted; no source read that day says whether the review of 1 August 2026 changed the rate: check it at the next update.',
} as const;

export type LivretARate = { readonly percent: number; readonly since: string };
