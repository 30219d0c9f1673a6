import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { publicFilePaths } from '../lib/cache-policy.mjs';
import { ROUTES } from '../lib/content/routes.generated';
import { APP_ICONS, appIconPath } from '../lib/og/app-icons';
import { shareImagePath } from '../lib/seo/share-image';
import { OFFER_FEEDS } from './offer-feeds';

const ROOT = join(import.meta.dirname, '..');
const APP = join(ROOT, 'app');

/** Next.js's metadata files (app/<name>.ts) and the address each is served at. */
const METADATA_FILES: Readonly<Record<string, string>> = {
  manifest: '/manifest.webmanifest',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
};
/** Every address a dynamic route handler answers, per route folder. */
const DYNAMIC_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/icons/[file]': APP_ICONS.map(appIconPath),
  '/og/[...image]': ROUTES.map(shareImagePath),
  '/flux/[fichier]': OFFER_FEEDS,
};

/** A resource that is not a page, and the file it comes from (for failure messages). */
export type Resource = { readonly path: string; readonly from: string };

function routeHandlers(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeHandlers(path);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every resource that is not a page, found in the sources rather than listed by hand,
 * so that a new route handler, metadata file or public/ file is checked too: the route
 * handlers of app/, its metadata files, the files of public/. A dynamic route folder or
 * a metadata file this does not know makes it throw, naming the file.
 */
export function nonPageResources(): Resource[] {
  const handlers = routeHandlers(APP).flatMap((file) => {
    const from = relative(ROOT, file);
    const route = `/${relative(APP, file).split(sep).slice(0, -1).join('/')}`;
    if (!route.includes('[')) return [{ path: route, from }];
    const paths = DYNAMIC_ROUTES[route];
    if (!paths) throw new Error(`${from}: which addresses does it answer? Add them to DYNAMIC_ROUTES.`);
    return paths.map((path) => ({ path, from }));
  });
  const metadata = readdirSync(APP, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /^(manifest|sitemap|robots|icon|apple-icon|opengraph-image|twitter-image)\.\w+$/.test(entry.name))
    .map((entry) => {
      const from = `app/${entry.name}`;
      const path = METADATA_FILES[entry.name.split('.')[0] ?? ''];
      if (!path) throw new Error(`${from}: which address does it answer? Add it to METADATA_FILES.`);
      return { path, from };
    });
  const files = publicFilePaths(join(ROOT, 'public')).map((path) => ({ path, from: `public${path}` }));
  return [...handlers, ...metadata, ...files];
}
