import { InternalLink } from '@/components/InternalLink';
import { MAIN_NAV } from '@/lib/navigation';
import { SITE } from '@/lib/site';
import { SiteNav } from './SiteNav';
import { ThemeToggle } from './ThemeToggle';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <InternalLink href="/" className="brand">
          <span aria-hidden="true" className="brand__mark">
            €
          </span>
          {SITE.name}
        </InternalLink>
        <div className="site-header__tools">
          <SiteNav items={MAIN_NAV} />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
