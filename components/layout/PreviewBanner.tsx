import { thisDeployment } from '@/lib/deployment.mjs';

/** On a preview deployment only: says which version this is, and that search engines do not see it. */
export function PreviewBanner() {
  const deployment = thisDeployment();
  if (deployment.kind !== 'preview') return null;
  const version = [deployment.branch && `branche ${deployment.branch}`, deployment.commit && `commit ${deployment.commit}`]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="preview-banner" role="note">
      <strong>Aperçu</strong>
      {version ? ` : ${version}` : null}. Version de relecture, non indexée par les moteurs de recherche.
    </div>
  );
}
