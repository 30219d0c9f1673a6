/** A section of a page, as its plan (« Sur cette page ») lists it: its title and its anchor. */
export type PageHeading = { readonly id: string; readonly text: string };

/*
 * The sections that components open with their own <h2>: the components write these, and the
 * page's plan (lib/content/headings.ts, app/[[...slug]]/page.tsx) lists them, from here only.
 */
export const FAQ_HEADING: PageHeading = { id: 'faq-title', text: 'Questions fréquentes' };
export const SOURCES_HEADING: PageHeading = { id: 'sources-title', text: 'Sources' };
export const articleOfferHeading = (label: string): PageHeading => ({ id: 'article-offer-title', text: `L’offre ${label} en bref` });
