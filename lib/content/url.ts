const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The public URL of a content file, from its path relative to `content/`:
 * `index.mdx` → `/`, `contact.mdx` → `/contact`, `banque/fortuneo/index.mdx` → `/banque/fortuneo`.
 * Segments must be lowercase ASCII words joined by hyphens so that every URL is
 * canonical (no `/cashback/JOKO` twin of `/cashback/joko`).
 */
export function urlFromSourcePath(sourceFilePath: string): string {
  const normalised = sourceFilePath.replace(/\\/g, '/');
  if (!normalised.endsWith('.mdx')) {
    throw new Error(`${sourceFilePath} : seuls les fichiers .mdx sont des pages`);
  }
  const segments = normalised.slice(0, -'.mdx'.length).split('/');
  if (segments.at(-1) === 'index') segments.pop();
  for (const segment of segments) {
    if (!SEGMENT.test(segment)) {
      throw new Error(
        `${sourceFilePath} : le segment « ${segment} » n'est pas une adresse valide (minuscules, chiffres et tirets uniquement)`,
      );
    }
  }
  return `/${segments.join('/')}`;
}

/** The URL's parent ("/banque/fortuneo/cartes" → "/banque/fortuneo"), or undefined for "/". */
export function parentUrl(url: string): string | undefined {
  if (url === '/') return undefined;
  const cut = url.lastIndexOf('/');
  return cut === 0 ? '/' : url.slice(0, cut);
}
