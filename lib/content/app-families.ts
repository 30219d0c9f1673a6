/** The folders of content/ that hold fintech offers (one document type, AppOffer), and the families of <AppOfferList>. */
export const APP_FAMILIES = ['neobanque', 'investissement'] as const;
export type AppFamily = (typeof APP_FAMILIES)[number];
