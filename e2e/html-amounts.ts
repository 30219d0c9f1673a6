/**
 * The amounts a page's HTML holds, in document order: each `data-prime` element's key and text.
 * Read from the served HTML, not the DOM, so a test compares what the server rendered with
 * what the page shows once its scripts and the live read have run.
 */
export function amountsInHtml(html: string): [string, string][] {
  return [...html.matchAll(/data-prime="([A-Z_]+)">([^<]*)</g)].map((match) => [match[1] ?? '', match[2] ?? '']);
}
