// @ts-check
// What a served page hands the client besides its HTML, measured without timing:
// the inline page data (the RSC payload Next.js inlines as `self.__next_f.push`
// scripts, which the browser parses and React decodes before hydration) and the
// client components that hydrate at start (client references in that payload).
// Used by the budget test (e2e/budget.spec.ts) and `npm run bench`.
import { gzipSync } from 'node:zlib';

const PUSH = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

/**
 * The RSC payload inlined in `html`, as the text React's decoder reads.
 * @param {string} html
 * @returns {string}
 */
export function inlineFlight(html) {
  let flight = '';
  for (const match of html.matchAll(PUSH)) {
    /** @type {[number, string]} */
    const [kind, text] = JSON.parse(match[1] ?? '[]');
    // 1 = text row; 3 = base64 binary (not used by this site's pages, counted as its length).
    if (kind === 1 || kind === 3) flight += text;
  }
  return flight;
}

const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;

/**
 * @returns {{ htmlGzipBytes: number, inlineDataBytes: number, stylesheetCopies: number, stylesheetCopyBytes: number, clientComponents: number, clientInstances: number, serverElements: number }}
 * htmlGzipBytes: the HTML as it crosses the wire, gzip (level 6, as `next start` and the bench's relay send it);
 * inlineDataBytes: UTF-8 bytes of the page-data scripts (markup included), what the parser carries;
 * stylesheetCopies: how many times the page data copies a stylesheet already in the page's <style>
 * (Next.js's `experimental.inlineCss` writes it twice more there; a linked stylesheet, none);
 * stylesheetCopyBytes: the part of the page data those copies take
 * clientComponents: distinct client modules referenced (rows `id:I[…]`);
 * clientInstances: elements of those modules in the tree (`"$L<id>"` references);
 * serverElements: HTML and SVG elements the page data describes (`["$","div",…]`), which React
 * decodes into elements and hydrates on every page load.
 * @param {string} html
 */
export function pageWeight(html) {
  let inlineDataBytes = 0;
  for (const match of html.matchAll(PUSH)) inlineDataBytes += Buffer.byteLength(match[0]);
  const flight = inlineFlight(html);
  let stylesheetCopies = 0;
  let stylesheetCopyBytes = 0;
  for (const [, css = ''] of html.matchAll(INLINE_STYLE)) {
    // In the payload, the stylesheet is a text row (`2:T<length>,<css>`), escaped once more
    // as the JSON string of a push script; with `inlineCss`, Next.js 16.4 sends it twice.
    const copies = css ? flight.split(css).length - 1 : 0;
    stylesheetCopies += copies;
    stylesheetCopyBytes += copies * Buffer.byteLength(JSON.stringify(css).slice(1, -1));
  }
  const clientRows = new Set([...flight.matchAll(/(?:^|\n)([0-9a-f]+):I\[/g)].map((m) => m[1]));
  let clientInstances = 0;
  for (const m of flight.matchAll(/"\$L([0-9a-f]+)"/g)) if (clientRows.has(m[1])) clientInstances += 1;
  const serverElements = (flight.match(/\["\$","[a-z][a-zA-Z0-9-]*",/g) ?? []).length;
  return {
    htmlGzipBytes: gzipSync(html).length,
    inlineDataBytes,
    stylesheetCopies,
    stylesheetCopyBytes,
    clientComponents: clientRows.size,
    clientInstances,
    serverElements,
  };
}
