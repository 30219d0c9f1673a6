/** Identity of the site, used by the layout, metadata and the contact pages. Its address is per deployment: lib/deployment.mjs. */
export const SITE = {
  name: 'Parrainage Malin',
  tagline: 'Codes de parrainage et offres de bienvenue des banques en ligne, du cashback et des fintechs',
  email: 'contact@parrainage-malin.fr',
} as const;
