import { NBSP } from '@/lib/french';
import { SiteLink } from '@/components/SiteLink';

/**
 * The site's promise in two sentences, beside every page's text on wide screens, with the
 * way to the page that explains it (content/a-propos.mdx): a visitor who wonders where an
 * amount comes from finds out without leaving the page they are reading.
 */
export function MethodNote() {
  return (
    <div className="method-note">
      <p className="method-note__title">D’où viennent nos chiffres</p>
      <p>
        Chaque montant dit d’où il vient et de quand il date{NBSP}; chaque condition renvoie à sa source datée. Aucune commission ne décide
        de l’ordre des offres.
      </p>
      <p>
        <SiteLink href="/a-propos#comment-les-offres-sont-choisies">Notre méthode</SiteLink>
      </p>
    </div>
  );
}
