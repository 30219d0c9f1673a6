/** Reading a served page's head as a crawler does: from the HTML text, before any script runs. */
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

export function metaContent(page: string, key: string): string | undefined {
  const tag = [...page.matchAll(/<meta\b[^>]*>/g)]
    .map(([t]) => t)
    .find((t) => attribute(t, 'property') === key || attribute(t, 'name') === key);
  return tag ? attribute(tag, 'content') : undefined;
}

export function linkHref(page: string, rel: string): string | undefined {
  const tag = [...page.matchAll(/<link\b[^>]*>/g)].map(([t]) => t).find((t) => attribute(t, 'rel') === rel);
  return tag ? attribute(tag, 'href') : undefined;
}

export type JsonLdBlock = { '@type': string; [key: string]: unknown };
export function jsonLdBlocks(page: string): JsonLdBlock[] {
  return [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json ?? '') as JsonLdBlock,
  );
}

/** The few entities React writes in text and attributes. */
export const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
