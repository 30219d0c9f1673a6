// @ts-check
// What a page runs without loading a file: its inline scripts, read the way a browser reads
// them. parse5 follows the HTML standard's parser, so a script's text is exactly what the
// browser hashes, however the markup around it is written (a regular expression would be
// wrong on « </script » inside a string, attributes holding « > », <noscript>, <template>…).
import { createHash } from 'node:crypto';
import { parse } from 'parse5';

/** @typedef {import('parse5').DefaultTreeAdapterMap['node']} Node */
/** @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element */

/**
 * The `type` values a browser runs as script (HTML standard, « prepare the script element »):
 * none or empty, `module`, or a JavaScript MIME type. JSON-LD and other data blocks never run,
 * so they need no hash.
 */
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** @param {Element} element @param {string} name */
const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value;

/** @param {Element} element */
function runsInline(element) {
  if (element.tagName !== 'script' || attribute(element, 'src') !== undefined) return false;
  const type = attribute(element, 'type');
  // A `language` attribute only counts when there is no `type` at all; the site writes neither.
  return type === undefined || JAVASCRIPT_TYPES.has(type.trim().toLowerCase());
}

/** @param {Element} element */
const textOf = (element) => element.childNodes.map((child) => (child.nodeName === '#text' && 'value' in child ? child.value : '')).join('');

/**
 * The text of every inline script the page runs, in document order. A <template>'s content is
 * left out: it is inert until a script clones it, and the site has none.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  /** @type {string[]} */
  const found = [];
  /** @param {Node} node */
  const visit = (node) => {
    if ('tagName' in node && runsInline(node)) found.push(textOf(node));
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html));
  return found;
}

/**
 * The CSP source of each inline script (`'sha256-…'`, CSP Level 3's hash-source), once each.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const sources = inlineScripts(html).map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return [...new Set(sources)];
}

/** The attributes a browser follows as an address (an SVG's xlink:href is read as `href` by parse5). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction']);

/**
 * What a hash cannot allow: event-handler attributes (`onclick="…"`) and `javascript:`
 * addresses. The site must have none, since its policy has no `'unsafe-hashes'`; the
 * end-to-end checks read every route through this.
 * @param {string} html
 * @returns {string[]} one line per offending element
 */
export function inlineCodeOutsideScripts(html) {
  /** @type {string[]} */
  const found = [];
  /** @param {Node} node */
  const visit = (node) => {
    if ('tagName' in node) {
      for (const { name, value } of node.attrs) {
        if (name.startsWith('on')) found.push(`<${node.tagName} ${name}>`);
        // The URL parser drops leading controls and spaces and any tab or newline inside the scheme.
        else if (URL_ATTRIBUTES.has(name) && /^javascript:/i.test(value.replace(/[\u0000-\u0020]/g, '')))
          found.push(`<${node.tagName} ${name}="javascript:…">`);
      }
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html));
  return found;
}
