/**
 * Who publishes the site. The owner fills it in, here and nowhere else: « À propos et
 * méthode » and the legal notice both read it (<SitePublisher />). Until then it is
 * null, and both pages say plainly that the name is not filled in yet.
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

/** Identity of the site, used by the layout, metadata and the contact pages. Its address is per deployment: lib/deployment.mjs. */
export const SITE: SiteIdentity = {
  name: 'Parrainage Malin',
  tagline: 'Codes de parrainage et offres de bienvenue des banques en ligne, du cashback et des fintechs',
  email: 'contact@parrainage-malin.fr',
  // The owner's name, e.g. { name: 'Camille Martin' }: not filled in yet.
  publisher: null,
};

/** The publisher's name once the owner has filled it in, else null (said as missing on the pages). */
export function publisherName(site: Pick<SiteIdentity, 'publisher'> = SITE): string | null {
  const name = site.publisher?.name.trim();
  return name ? name : null;
}
