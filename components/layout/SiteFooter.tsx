import { InternalLink } from '@/components/InternalLink';
import { FOOTER_NAV, MAIN_NAV } from '@/lib/navigation';
import { SITE } from '@/lib/site';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__about">
          <strong>{SITE.name}</strong> — {SITE.tagline}. Les montants affichés sont tenus à jour ; vérifiez toujours les conditions
          officielles avant de vous inscrire.
        </p>
        <nav aria-label="Plan du site">
          <ul className="site-footer__links">
            {[...MAIN_NAV.filter((item) => item.href !== '/contact'), ...FOOTER_NAV].map((item) => (
              <li key={item.href}>
                <InternalLink href={item.href}>{item.label}</InternalLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
