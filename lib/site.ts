/** Identity of the site, used by the layout, metadata and the contact pages. */
export const SITE = {
  name: 'Parrainage Malin',
  tagline: 'Codes de parrainage et offres de bienvenue des banques en ligne, du cashback et des fintechs',
  email: 'contact@parrainage-malin.fr',
  /** Overridden by SITE_URL in each deployment (canonical addresses, sitemap). */
  defaultUrl: 'https://www.parrainage-malin.fr',
} as const;
