import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { urlFromSourcePath } from '../content/url';

/**
 * The routes the content folder will produce, read from the file names. The MDX
 * checks need them while contentlayer is still compiling, before its own index exists.
 */
export function routesOnDisk(contentDir: string): Set<string> {
  const routes = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.mdx')) routes.add(urlFromSourcePath(relative(contentDir, path)));
    }
  };
  walk(contentDir);
  return routes;
}
