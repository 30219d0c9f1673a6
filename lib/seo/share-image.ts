/** Size of the Open Graph images (the size Facebook, LinkedIn and X display without cropping). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const PREFIX = '/og';

/** Where a page's share image is served: "/" → /og/index.png, "/banque/fortuneo" → /og/banque/fortuneo.png. */
export function shareImagePath(url: string): string {
  return `${PREFIX}${url === '/' ? '/index' : url}.png`;
}

/** The page address a share-image path stands for (the inverse of shareImagePath), from the route's segments. */
export function pageUrlOfShareImage(segments: readonly string[]): string | undefined {
  const last = segments.at(-1);
  if (last === undefined || !last.endsWith('.png')) return undefined;
  const path = [...segments.slice(0, -1), last.slice(0, -'.png'.length)];
  if (path.length === 1 && path[0] === 'index') return '/';
  return `/${path.join('/')}`;
}

/** The route's segments for a page (generateStaticParams of app/og/[...image]/route.tsx). */
export function shareImageSegments(url: string): string[] {
  return shareImagePath(url).slice(`${PREFIX}/`.length).split('/');
}
