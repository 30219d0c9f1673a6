// @ts-check
// What a page runs without loading a file: its inline scripts, read from the HTML Next.js and
// React wrote. A scan, not a parser: it runs on every new version of every page, 404s included,
// whose versions an attacker can multiply, so it must cost next to nothing (a 180 kB page: well
// under a millisecond, where a full HTML parse took 20 ms). It relies on what the renderer
// guarantees: attribute values escape « > », and a script's text never holds « </script »
// (React escapes it). The end-to-end checks hold it against a real HTML parser on every route
// (e2e/page-checks/script-hashes.ts), so a renderer that breaks either rule fails there.
import { createHash } from 'node:crypto';

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

/** A script element: its attributes, then its text up to the first end tag (HTML's script data state). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script(?=[\s/>])/gi;
const SRC = /(?:^|\s)src(?:\s*=|\s|$)/i;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/**
 * The text of every inline script the page runs, in document order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  /** @type {string[]} */
  const found = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    if (type && !JAVASCRIPT_TYPES.has((type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase())) continue;
    found.push(text);
  }
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
