import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { OUTBOUND_RULES, REDIRECTS } from '../../redirects';
import { urlFromSourcePath } from '../url';
import type { SiteContext } from './mdx';

/** Every .mdx file of a content folder, as sorted paths relative to it (forward slashes). */
export function contentFiles(contentDir: string): string[] {
  return (readdirSync(contentDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.split(sep).join('/'))
    .sort();
}

/** The routes the folder produces; misnamed files are reported by the file check, not here. */
export function routesOf(files: readonly string[]): Set<string> {
  const routes = new Set<string>();
  for (const file of files) {
    try {
      routes.add(urlFromSourcePath(file));
    } catch {
      // reported by checkFile
    }
  }
  return routes;
}

/** The site around the content: its pages, declared redirects and public files. */
export function siteContext(files: readonly string[], publicDir: string): SiteContext {
  return {
    routes: routesOf(files),
    outbound: new Set(OUTBOUND_RULES.map((rule) => rule.source)),
    outboundLinks: OUTBOUND_RULES,
    redirects: new Map(REDIRECTS.filter((rule) => !rule.source.startsWith('/go/')).map((rule) => [rule.source, rule.destination])),
    publicFile: (path) => {
      const file = join(publicDir, ...path.split('/').filter(Boolean).map(decodeURIComponent));
      return relative(publicDir, file).split(sep)[0] !== '..' && existsSync(file) && statSync(file).isFile();
    },
  };
}

export const readText = (path: string) => readFileSync(path, 'utf8');
