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

/** Names as a French reader knows them. */
export const PROVIDER_LABELS: Readonly<Record<Provider, string>> = {
  BOURSOBANK: 'BoursoBank',
  FORTUNEO_GOLD: 'Fortuneo (carte Gold)',
  FORTUNEO_FOSFO: 'Fortuneo (carte Fosfo)',
  TRADEREPUBLIC: 'Trade Republic',
  CURVE: 'Curve',
  N26: 'N26',
  CRYPTO: 'Crypto.com',
  PAYPAL: 'PayPal',
  REVOLUT: 'Revolut',
  IGRAAL: 'iGraal',
  EBUYCLUB: 'eBuyClub',
  POULPEO: 'Poulpeo',
  JOKO: 'Joko',
  WIDILO: 'Widilo',
  NAOMI: 'Naomi',
  PEERBERRY: 'PeerBerry',
  ROBOCASH: 'Robocash',
  ESKETIT: 'Esketit',
  FINTOWN: 'Fintown',
  GETINCOME: 'Getincome',
  MINTOS: 'Mintos',
};

/** Families used to group providers in tables and overviews. */
export const PROVIDER_GROUPS = ['banque', 'cashback', 'fintech', 'investissement'] as const;
export type ProviderGroup = (typeof PROVIDER_GROUPS)[number];

export const PROVIDER_GROUP: Readonly<Record<Provider, ProviderGroup>> = {
  BOURSOBANK: 'banque',
  FORTUNEO_GOLD: 'banque',
  FORTUNEO_FOSFO: 'banque',
  N26: 'banque',
  REVOLUT: 'fintech',
  CURVE: 'fintech',
  PAYPAL: 'fintech',
  CRYPTO: 'fintech',
  TRADEREPUBLIC: 'investissement',
  PEERBERRY: 'investissement',
  ROBOCASH: 'investissement',
  ESKETIT: 'investissement',
  FINTOWN: 'investissement',
  GETINCOME: 'investissement',
  MINTOS: 'investissement',
  IGRAAL: 'cashback',
  EBUYCLUB: 'cashback',
  POULPEO: 'cashback',
  JOKO: 'cashback',
  WIDILO: 'cashback',
  NAOMI: 'cashback',
};

/** Stored bonus kinds: sponsor (parrain), referee (filleul), share (partage). */
export const STORED_KINDS = ['parrain', 'filleul', 'partage'] as const;
export type StoredKind = (typeof STORED_KINDS)[number];

/** Kinds a writer can ask for: the stored ones plus the derived sum. */
export const BONUS_KINDS = [...STORED_KINDS, 'partage_et_filleul'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

export type BonusKey<K extends BonusKind = BonusKind, P extends Provider = Provider> =
  `PRIME_${Uppercase<K>}_${P}`;

export function bonusKey<K extends BonusKind, P extends Provider>(kind: K, provider: P): BonusKey<K, P> {
  return `PRIME_${kind.toUpperCase() as Uppercase<K>}_${provider}`;
}

export function isProvider(value: unknown): value is Provider {
  return typeof value === 'string' && (PROVIDERS as readonly string[]).includes(value);
}

export function isBonusKind(value: unknown): value is BonusKind {
  return typeof value === 'string' && (BONUS_KINDS as readonly string[]).includes(value);
}
