import { PROVIDER_LABELS, PROVIDERS, type Provider } from '../primes/providers';

/**
 * The companies « Mon plan » asks about: a visitor is a client of a bank, not of one of its
 * cards, so offers that share a company are asked once. Kept here rather than in
 * lib/primes/providers.ts, which the browser loads: only the server renders the plan.
 */
const SHARED_COMPANY: Partial<Record<Provider, string>> = {
  FORTUNEO_GOLD: 'Fortuneo',
  FORTUNEO_FOSFO: 'Fortuneo',
};

export type Company = {
  /** The name of its field in the address: « boursobank », « fortuneo », « traderepublic ». */
  readonly slug: string;
  /** As a visitor names it: « BoursoBank », « Fortuneo ». */
  readonly name: string;
  readonly providers: readonly Provider[];
};

/** Lower case letters and digits only: the slug is a field name in a shared address. */
const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();

/** Every company, in the order of the provider list, each with its offers. */
export const COMPANIES: readonly Company[] = PROVIDERS.reduce<Company[]>((companies, provider) => {
  const name = SHARED_COMPANY[provider] ?? PROVIDER_LABELS[provider];
  const known = companies.find((company) => company.name === name);
  if (known) return companies.map((company) => (company === known ? { ...company, providers: [...company.providers, provider] } : company));
  return [...companies, { slug: slugOf(name), name, providers: [provider] }];
}, []);

/** The company an offer belongs to. */
export const companyOf = (provider: Provider): Company => {
  const company = COMPANIES.find((candidate) => candidate.providers.includes(provider));
  if (!company) throw new Error(`${provider} n’a pas de société`);
  return company;
};
