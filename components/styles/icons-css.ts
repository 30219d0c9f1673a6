import { CONDITION_DRAWINGS } from '@/components/offers/condition-drawings';
import { CONDITION_KINDS } from '@/lib/offers/record';

const svg = (drawing: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" fill="none" stroke="black" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${drawing}</svg>`;

/** An SVG as a data URI: single quotes inside, and only the characters a URI cannot hold encoded (smaller than encodeURIComponent). */
const dataUri = (markup: string) => `data:image/svg+xml,${markup.replaceAll('"', "'").replace(/[%#<>]/g, encodeURIComponent)}`;

/**
 * The condition icons as CSS masks painted in the accent colour (so they follow the theme):
 * one rule per kind, with its drawing as a data URI (allowed by the CSP's `img-src data:`).
 */
export const ICONS_CSS = [
  '.condition-icon{display:inline-block;flex:none;width:1.15em;height:1.15em;margin-right:.4em;vertical-align:-.2em;background:var(--accent);-webkit-mask:var(--icon) center/contain no-repeat;mask:var(--icon) center/contain no-repeat}',
  ...CONDITION_KINDS.map(
    (kind) => `.condition-icon[data-condition-icon="${kind}"]{--icon:url("${dataUri(svg(CONDITION_DRAWINGS[kind]))}")}`,
  ),
].join('');
