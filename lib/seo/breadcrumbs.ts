import { findByUrl, type ContentDoc } from '../content';

export type Crumb = { readonly name: string; readonly url: string };

/** The short label of a page: its shortTitle, else the bank, card or portal name, else its title. */
function crumbName(doc: ContentDoc): string {
  if (doc.shortTitle) return doc.shortTitle;
  return 'name' in doc ? doc.name : doc.title;
}

/**
 * From the home page down to `url`, one crumb per ancestor address that is a page of
 * the site (every ancestor is, today; one that is not would simply be skipped).
 */
export function breadcrumbTrail(url: string): Crumb[] {
  const segments = url.split('/').filter(Boolean);
  const prefixes = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  return prefixes.flatMap((prefix) => {
    const doc = findByUrl(prefix);
    return doc ? [{ name: crumbName(doc), url: prefix }] : [];
  });
}
