import type { Family } from '../primes/families';
import type { Facet } from './facets';

/**
 * Whether a filter of the comparison can apply to a family at all. Where it cannot by nature, an
 * offer of that family is kept under the filter and said « sans objet » with the reason below,
 * instead of being left aside for want of information its record could never give.
 */
export type Applicability = { readonly applies: true } | { readonly applies: false; readonly reason: string };

const APPLIES = { applies: true } as const satisfies Applicability;
/** `reason` ends « Sans objet : … » as a visitor reads it, in a kept row and in the offer's box. */
const moot = (reason: string): Applicability => ({ applies: false, reason });

/*
 * Every filter × family is decided here, once; a family or a filter added fails type-checking until
 * its line is written. A filter applies wherever the facts it reads (lib/offers/facets.ts) can exist:
 * an investment platform can charge account fees (Mintos's inactivity fee), so « sans frais de carte
 * ni de compte » applies to it; a cashback site has neither card nor account to charge for.
 */
const APPLICABILITY: Readonly<Record<Facet, Readonly<Record<Family, Applicability>>>> = {
  'no-income': {
    banque: APPLIES,
    neobanque: APPLIES,
    cashback: moot('un site de cashback ne pose aucune condition de revenus'),
    investissement: moot('une plateforme d’investissement demande un dépôt, pas des revenus'),
    paiement: APPLIES,
  },
  'no-min-deposit': {
    banque: APPLIES,
    neobanque: APPLIES,
    cashback: moot('un site de cashback ne demande aucun dépôt d’argent'),
    investissement: APPLIES,
    paiement: APPLIES,
  },
  'free-card': {
    banque: APPLIES,
    neobanque: APPLIES,
    cashback: moot('un site de cashback ne fournit ni carte ni compte bancaire'),
    investissement: APPLIES,
    paiement: APPLIES,
  },
  'payout-published': {
    banque: APPLIES,
    neobanque: APPLIES,
    cashback: APPLIES,
    investissement: APPLIES,
    paiement: APPLIES,
  },
  'has-page': {
    banque: APPLIES,
    neobanque: APPLIES,
    cashback: APPLIES,
    investissement: APPLIES,
    paiement: APPLIES,
  },
};

export function applicabilityOf(facet: Facet, family: Family): Applicability {
  return APPLICABILITY[facet][family];
}
