import { InternalLink } from '@/components/InternalLink';
import { AmountsDate } from '@/components/primes/AmountsDate';
import { FOOTER_NAV, MAIN_NAV } from '@/lib/navigation';
import { SITE } from '@/lib/site';
import { SiteLink } from '@/components/SiteLink';

/** `amountsUpdatedAt`: Firestore's time of the settings document's last change, read with the page's amounts. */
export function SiteFooter({ amountsUpdatedAt }: { amountsUpdatedAt: string | undefined }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__about">
          <strong>{SITE.name}</strong> — {SITE.tagline}. Vérifiez toujours les conditions officielles avant de vous inscrire.
        </p>
        <AmountsDate updatedAt={amountsUpdatedAt} className="site-footer__amounts" />
        <nav aria-label="Plan du site">
          <ul className="site-footer__links">
            {[...MAIN_NAV.filter((item) => item.href !== '/contact'), ...FOOTER_NAV].map((item) => (
              <li key={item.href}>
                <InternalLink href={item.href}>{item.label}</InternalLink>
              </li>
            ))}
            <li>
              {/* The section of /parrainage that links /offres.json, /offres.csv and their schema (lib/open-data/paths.ts). */}
              <SiteLink href="/parrainage#données-ouvertes">Données ouvertes (JSON, CSV)</SiteLink>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
