import { NBSP } from '@/lib/french';
import { publisherName, SITE, type SiteIdentity } from '@/lib/site';

/**
 * Who publishes the site, from the one place the owner fills (lib/site.ts, `publisher`):
 * « À propos et méthode » and the legal notice both show it. Until the owner fills it,
 * it says plainly that the name is missing, as an offer box says it has no code.
 */
export function SitePublisher({ site = SITE }: { site?: Pick<SiteIdentity, 'name' | 'publisher'> }) {
  const name = publisherName(site);
  if (name === null) {
    return (
      <p data-publisher="missing">
        <strong>Le nom de l’éditeur n’est pas encore renseigné.</strong> Le propriétaire du site ne l’a pas encore indiqué{NBSP}; il
        apparaîtra ici, et sur chaque page qui le cite, dès qu’il l’aura fait.
      </p>
    );
  }
  return (
    <p data-publisher="filled">
      {site.name} est édité par <strong>{name}</strong>.
    </p>
  );
}
