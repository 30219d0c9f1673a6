import { thisDeployment, type Deployment } from '@/lib/deployment.mjs';
import { NBSP } from '@/lib/french';

/**
 * Every local and preview build, never production (lib/deployment.mjs): one banner, first in the
 * page and in its server HTML (no script shows or moves it), says it is a demonstration site. It is
 * the only place that says so: the legal pages never hold a placeholder for what only a production
 * build carries (the publisher: lib/site-config.mjs). A preview also names its branch and commit,
 * and says search engines do not see it.
 */
export function DemoBanner({ deployment = thisDeployment() }: { deployment?: Deployment }) {
  if (deployment.kind === 'production') return null;
  if (deployment.kind === 'local') {
    return (
      <aside className="demo-banner" aria-label="Site de démonstration" data-deployment="local">
        <strong>Site de démonstration</strong>, pas le site publié.
      </aside>
    );
  }
  const version = [deployment.branch && `branche ${deployment.branch}`, deployment.commit && `commit ${deployment.commit}`]
    .filter(Boolean)
    .join(', ');
  return (
    <aside className="demo-banner" aria-label="Site de démonstration" data-deployment="preview">
      <strong>Site de démonstration</strong>
      {NBSP}: aperçu{version ? ` (${version})` : ''}, non indexé par les moteurs de recherche.
    </aside>
  );
}
