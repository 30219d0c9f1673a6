import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

/*
 * A page's scripts as a browser reads them: parse5 follows the HTML standard's parser. The
 * end-to-end checks hold the server's quick scan (lib/server/inline-scripts.mjs) against it.
 */

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** A data block (JSON-LD…) never runs; everything else without `src` does (the HTML standard's list of JavaScript types). */
const DATA_BLOCK =
  /^(?!(?:module|(?:application|text)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/jscript|text\/livescript)$)./;

function runsInline(element: Element): boolean {
  if (element.tagName !== 'script' || attribute(element, 'src') !== undefined) return false;
  const type = attribute(element, 'type')?.trim().toLowerCase();
  return type === undefined || !DATA_BLOCK.test(type);
}

function visit(node: Node, each: (element: Element) => void): void {
  if ('tagName' in node) each(node);
  // A <template>'s content is inert until a script clones it: its scripts do not run.
  if ('childNodes' in node) for (const child of node.childNodes) visit(child, each);
}

/** The text of every inline script the page runs, in document order. */
export function parsedInlineScripts(html: string): string[] {
  const found: string[] = [];
  visit(parse(html), (element) => {
    if (runsInline(element))
      found.push(element.childNodes.map((child) => (child.nodeName === '#text' && 'value' in child ? child.value : '')).join(''));
  });
  return found;
}

/** Their CSP sources, `'sha256-…'`, once each. */
export const parsedScriptHashes = (html: string): string[] => [
  ...new Set(parsedInlineScripts(html).map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)),
];

/** The attributes a browser follows as an address (an SVG's xlink:href is read as `href` by parse5). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction']);

/**
 * What a hash cannot allow: event-handler attributes (`onclick="…"`) and `javascript:`
 * addresses. The site must have none, since its policy has no `'unsafe-hashes'`.
 */
export function inlineCodeOutsideScripts(html: string): string[] {
  const found: string[] = [];
  visit(parse(html), (element) => {
    for (const { name, value } of element.attrs) {
      if (name.startsWith('on')) found.push(`<${element.tagName} ${name}>`);
      // The URL parser drops leading controls and spaces and any tab or newline inside the scheme.
      else if (URL_ATTRIBUTES.has(name) && /^javascript:/i.test(value.replace(/[\u0000-\u0020]/g, '')))
        found.push(`<${element.tagName} ${name}="javascript:…">`);
    }
  });
  return found;
}
