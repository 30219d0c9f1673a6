import { JSDOM } from 'jsdom';

/**
 * A page's text as the amounts are looked for in it: the whole body, not only Readability's
 * article (page-text.ts), because a bonus is often announced in a banner, a table or the small
 * print that a reader view leaves out. Inline elements are joined as a reader sees them
 * (`<strong>80</strong> €` reads « 80 € »); blocks and cells are kept apart by a line break,
 * so that two cells' numbers are never read as one amount.
 */

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME']);
const BLOCKS = new Set(
  'ADDRESS ARTICLE ASIDE BLOCKQUOTE BR BUTTON CAPTION DD DETAILS DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR LI MAIN NAV OL P PRE SECTION SUMMARY TABLE TBODY TD TFOOT TH THEAD TR UL'.split(
    ' ',
  ),
);

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

function collect(node: Node, out: string[]): void {
  for (const child of node.childNodes) {
    if (child.nodeType === TEXT_NODE) out.push(child.textContent ?? '');
    if (child.nodeType !== ELEMENT_NODE || SKIPPED.has(child.nodeName.toUpperCase())) continue;
    const block = BLOCKS.has(child.nodeName.toUpperCase());
    if (block) out.push('\n');
    collect(child, out);
    if (block) out.push('\n');
  }
}

export function amountText(html: string): string {
  const { document } = new JSDOM(html).window;
  const out: string[] = [];
  if (document.body) collect(document.body, out);
  return out
    .join('')
    .replace(/[ \t\r\f]*\n\s*/g, '\n')
    .trim();
}
