import type { Metadata } from 'next';
import { InternalLink } from '@/components/InternalLink';
import { NBSP } from '@/lib/french';
import { isPreview } from '@/lib/deployment.mjs';

export const metadata: Metadata = {
  title: { absolute: 'Page introuvable - 404' },
  // Never indexed; a preview does not even let its links be followed.
  robots: { index: false, follow: !isPreview() },
};

export default function NotFound() {
  return (
    <section className="not-found">
      <h1>404</h1>
      <p className="not-found__lead">{'Oups\u00a0! On dirait que cette page s’est évaporée.'}</p>
      <p>Elle a peut-être suivi un code promo expiré jusqu’au bout du monde, sans laisser d’adresse.</p>
      <p>Même notre meilleur parrain n’a pas réussi à la faire revenir{NBSP}: aucune prime de bienvenue ne la tente.</p>
      <InternalLink href="/" className="button">
        Retour à la page d’accueil
      </InternalLink>
    </section>
  );
}
