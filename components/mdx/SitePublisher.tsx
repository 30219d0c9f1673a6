import { publisherName, SITE, type SiteIdentity } from '@/lib/site';

/**
 * Who publishes the site, from the one place the owner gives it (the production environment:
 * lib/site.ts, lib/owner-inputs.mjs): « À propos et méthode » and the legal notice both show it.
 * A production build cannot lack it (lib/site-config.mjs stops it). A local or preview build
 * may: then nothing is printed here, no placeholder in the legal prose; the « site de
 * démonstration » banner of every page says what the build is (components/layout/DemoBanner.tsx).
 */
export function SitePublisher({ site = SITE }: { site?: Pick<SiteIdentity, 'name' | 'publisher'> }) {
  const name = publisherName(site);
  if (name === null) return null;
  return (
    <p data-publisher="named">
      {site.name} est édité par <strong>{name}</strong>.
    </p>
  );
}
