import type { Family } from './families';

/**
 * The single list of providers of the settings document `primes/primes_parrainage`.
 * Everything else (document keys, the content schema, the MDX checks, the comparison
 * table) derives from this list, so adding a provider is a one-line change here.
 */
export const PROVIDERS = [
  'BOURSOBANK',
  'FORTUNEO_GOLD',
  'FORTUNEO_FOSFO',
  'TRADEREPUBLIC',
  'CURVE',
  'N26',
  'CRYPTO',
  'PAYPAL',
  'REVOLUT',
  'IGRAAL',
  'EBUYCLUB',
  'POULPEO',
  'JOKO',
  'WIDILO',
  'NAOMI',
  'PEERBERRY',
  'ROBOCASH',
  'ESKETIT',
  'FINTOWN',
  'GETINCOME',
  'MINTOS',
] as const;

export type Provider = (typeof PROVIDERS)[number];

/**
 * How a French reader knows each provider, its family (the only place it is said: families.ts), and whether signing up means
 * investing money that can be lost (the offer box then says so beside the amounts).
 */
export const PROVIDER_INFO: Readonly<
  Record<
    Provider,
    {
      readonly label: string;
      /** The letters of the site's own badge for it (components/offers/ProviderMonogram.tsx): no third-party logo is shown. */
      readonly monogram: string;
      readonly family: Family;
      readonly capitalAtRisk?: true;
    }
  >
> = {
  BOURSOBANK: { label: 'BoursoBank', monogram: 'BB', family: 'banque' },
  FORTUNEO_GOLD: { label: 'Fortuneo (carte Gold)', monogram: 'Fo', family: 'banque' },
  FORTUNEO_FOSFO: { label: 'Fortuneo (carte Fosfo)', monogram: 'Fo', family: 'banque' },
  TRADEREPUBLIC: { label: 'Trade Republic', monogram: 'TR', family: 'investissement', capitalAtRisk: true },
  CURVE: { label: 'Curve', monogram: 'Cu', family: 'paiement' },
  N26: { label: 'N26', monogram: 'N26', family: 'neobanque' },
  // The settings key does not say which service it is, and no source does: the label claims none. Its bonus
  // follows a purchase of crypto-assets, money that can be lost: an investment, like the platforms'.
  CRYPTO: { label: 'Crypto.com', monogram: 'Cr', family: 'investissement', capitalAtRisk: true },
  PAYPAL: { label: 'PayPal', monogram: 'PP', family: 'paiement' },
  REVOLUT: { label: 'Revolut', monogram: 'Re', family: 'neobanque' },
  IGRAAL: { label: 'iGraal', monogram: 'iG', family: 'cashback' },
  EBUYCLUB: { label: 'eBuyClub', monogram: 'eB', family: 'cashback' },
  POULPEO: { label: 'Poulpeo', monogram: 'Po', family: 'cashback' },
  JOKO: { label: 'Joko', monogram: 'Jo', family: 'cashback' },
  WIDILO: { label: 'Widilo', monogram: 'Wi', family: 'cashback' },
  NAOMI: { label: 'Naomi', monogram: 'Na', family: 'cashback' },
  PEERBERRY: { label: 'PeerBerry', monogram: 'PB', family: 'investissement', capitalAtRisk: true },
  ROBOCASH: { label: 'Robocash', monogram: 'Ro', family: 'investissement', capitalAtRisk: true },
  ESKETIT: { label: 'Esketit', monogram: 'Es', family: 'investissement', capitalAtRisk: true },
  FINTOWN: { label: 'Fintown', monogram: 'Fi', family: 'investissement', capitalAtRisk: true },
  GETINCOME: { label: 'Getincome', monogram: 'GI', family: 'investissement', capitalAtRisk: true },
  MINTOS: { label: 'Mintos', monogram: 'Mi', family: 'investissement', capitalAtRisk: true },
};

const mapInfo = <T>(pick: (info: (typeof PROVIDER_INFO)[Provider]) => T) =>
  Object.fromEntries(PROVIDERS.map((provider) => [provider, pick(PROVIDER_INFO[provider])])) as Readonly<Record<Provider, T>>;

export const PROVIDER_LABELS = mapInfo((info) => info.label);
export const PROVIDER_FAMILY = mapInfo((info) => info.family);
export const PROVIDER_MONOGRAMS = mapInfo((info) => info.monogram);
export const CAPITAL_AT_RISK = mapInfo((info) => info.capitalAtRisk === true);

/** Stored bonus kinds: sponsor (parrain), referee (filleul), share (partage). */
export const STORED_KINDS = ['parrain', 'filleul', 'partage'] as const;
export type StoredKind = (typeof STORED_KINDS)[number];

/** Kinds a writer can ask for: the stored ones plus the derived sum. */
export const BONUS_KINDS = [...STORED_KINDS, 'partage_et_filleul'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

export type BonusKey<K extends BonusKind = BonusKind, P extends Provider = Provider> = `PRIME_${Uppercase<K>}_${P}`;

export function bonusKey<K extends BonusKind, P extends Provider>(kind: K, provider: P): BonusKey<K, P> {
  return `PRIME_${kind.toUpperCase() as Uppercase<K>}_${provider}`;
}

export function isProvider(value: unknown): value is Provider {
  return typeof value === 'string' && (PROVIDERS as readonly string[]).includes(value);
}

export function isBonusKind(value: unknown): value is BonusKind {
  return typeof value === 'string' && (BONUS_KINDS as readonly string[]).includes(value);
}
