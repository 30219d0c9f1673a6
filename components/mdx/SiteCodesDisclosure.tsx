import { providersWithCode } from '@/lib/offers/site-codes';
import { NBSP } from '@/lib/french';
import { PROVIDER_LABELS } from '@/lib/primes/providers';
import { SITE } from '@/lib/site';

const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names[names.length - 1] ?? ''}`;

/**
 * The site's disclosure of what it earns, written from content/codes.yaml: it speaks
 * of the site's codes only when there are some, and names their offers.
 */
export function SiteCodesDisclosure() {
  const providers = providersWithCode();
  if (providers.length === 0) {
    return (
      <p data-site-codes="0">
        {SITE.name} n’a aujourd’hui aucun code ni lien de parrainage à lui, et aucun lien d’affiliation{NBSP}: il ne perçoit rien quand vous
        ouvrez un compte depuis ses pages. Les montants affichés sont ceux des offres des prestataires. Le jour où le site aura ses propres
        codes, chaque offre concernée l’indiquera et ce paragraphe les nommera.
      </p>
    );
  }
  const names = providers.map((provider) => PROVIDER_LABELS[provider]);
  return (
    <p data-site-codes={providers.length}>
      {SITE.name} a ses propres codes ou liens de parrainage pour {providers.length === 1 ? 'une offre' : `${providers.length} offres`}
      {NBSP}: {list(names)}. Quand vous les utilisez, le parrain du site touche la prime de parrain de l’offre et vous en reverse une part,
      le bonus de partage, là où il est indiqué. Les montants affichés restent ceux des offres, avec ou sans notre code. Pour les autres
      offres, le site n’a pas de code et ne perçoit rien.
    </p>
  );
}
