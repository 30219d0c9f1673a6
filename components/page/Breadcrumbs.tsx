import type { Crumb } from '@/lib/seo/breadcrumbs';
import { SiteLink } from '@/components/SiteLink';

/** The visible trail; the same crumbs feed the BreadcrumbList structured data. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  if (trail.length < 2) return null;
  return (
    <nav aria-label="Fil d’Ariane" className="breadcrumbs">
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.url} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.url}>
              <SiteLink href={crumb.url}>{crumb.name}</SiteLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
