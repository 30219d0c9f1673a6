import type { Metadata } from 'next';
import NotFoundText from '@/components/errors/NotFoundText.mdx';
import { InternalLink } from '@/components/InternalLink';
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
      <NotFoundText />
      <InternalLink href="/" className="button">
        Retour à la page d’accueil
      </InternalLink>
    </section>
  );
}
