import { DEPLOYMENT } from '@/lib/seo/deployment';

/** On a preview deployment only: says which version this is, and that search engines do not see it. */
export function PreviewBanner() {
  if (DEPLOYMENT.kind !== 'preview') return null;
  const version = [DEPLOYMENT.branch && `branche ${DEPLOYMENT.branch}`, DEPLOYMENT.commit && `commit ${DEPLOYMENT.commit}`]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="preview-banner" role="note">
      <strong>Aperçu</strong>
      {version ? ` : ${version}` : null}. Version de relecture, non indexée par les moteurs de recherche.
    </div>
  );
}
