import { DEMO_CONTACT_EMAIL, readOwnerInputs } from './owner-inputs.mjs';

/**
 * Who publishes the site. The owner gives it in one place, the production environment
 * (SITE_PUBLISHER_NAME, SITE_CONTACT_EMAIL: lib/owner-inputs.mjs, docs/deployment.md); a
 * production build without it stops (lib/site-config.mjs). « À propos et méthode » and the
 * legal notice both read it (<SitePublisher />). A local or preview build may lack it: the
 * pages then name no one, and the « site de démonstration » banner says what the build is.
 */
type Publisher = {
  /** The name the site is published under: a person's name, or a business's registered name. */
  readonly name: string;
};

export type SiteIdentity = {
  readonly name: string;
  readonly tagline: string;
  /** The contact address (mailto links, structured data). */
  readonly email: string;
  readonly publisher: Publisher | null;
};

/** Literal reads: Next.js inlines each one with the build's value (next.config `env`). */
const owner = readOwnerInputs({
  SITE_PUBLISHER_NAME: process.env.SITE_PUBLISHER_NAME,
  SITE_CONTACT_EMAIL: process.env.SITE_CONTACT_EMAIL,
});

/** Identity of the site, used by the layout, metadata and the contact pages. Its address is per deployment: lib/deployment.mjs. */
export const SITE: SiteIdentity = {
  name: 'Parrainage Malin',
  tagline: 'Codes de parrainage et offres de bienvenue des banques en ligne, du cashback et des fintechs',
  email: owner.email ?? DEMO_CONTACT_EMAIL,
  publisher: owner.publisher ? { name: owner.publisher } : null,
};

/** The publisher's name as the owner gave it, else null (a demonstration build: nothing is printed in its place). */
export function publisherName(site: Pick<SiteIdentity, 'publisher'> = SITE): string | null {
  const name = site.publisher?.name.trim();
  return name ? name : null;
}
