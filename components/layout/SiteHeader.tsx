import Link from 'next/link';
import { MAIN_NAV } from '@/lib/navigation';
import { SITE } from '@/lib/site';
import { SiteNav } from './SiteNav';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="brand">
          <span aria-hidden="true" className="brand__mark">
            €
          </span>
          {SITE.name}
        </Link>
        <SiteNav items={MAIN_NAV} />
      </div>
    </header>
  );
}
