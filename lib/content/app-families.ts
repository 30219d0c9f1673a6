import type { FamilyWithPages } from '../primes/families';

/** The folders of content/ that hold app offers (one document type, AppOffer), and the families of <AppOfferList>: families of lib/primes/families.ts. */
export const APP_FAMILIES = ['neobanque', 'investissement'] as const satisfies readonly FamilyWithPages[];
export type AppFamily = (typeof APP_FAMILIES)[number];
