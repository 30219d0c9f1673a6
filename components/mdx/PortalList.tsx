import { SiteLink } from '@/components/SiteLink';
import { portals } from '@/lib/content';
import { Prime } from './Prime';

/** The cashback portals presented on the site, from the content index. */
export function PortalList() {
  return (
    <ul className="card-list card-list--grid">
      {portals().map((portal) => (
        <li key={portal.url} className="card-list__item">
          <h3 className="card-list__title">
            <SiteLink href={portal.url}>{portal.name}</SiteLink>
          </h3>
          <p>{portal.description}</p>
          <p className="meta">
            Prime du filleul : <Prime provider={portal.provider} kind="filleul" />
          </p>
        </li>
      ))}
    </ul>
  );
}
