import { MOBILE_BREAKPOINT, mediaDown, mediaUp } from '@/lib/breakpoints';

/**
 * Every breakpoint-dependent rule of the site, built from lib/breakpoints.ts so that
 * the numbers exist once. `npm run css` writes it into app/generated-rules.css, which the
 * root layout imports.
 */
export const RESPONSIVE_CSS = `
${mediaDown(MOBILE_BREAKPOINT)} {
  .menu-button { display: inline-flex; }
  .site-nav__list { display: none; }
  /* Open: by the button with scripts, or without them (no data-js, set by the boot script
     before the first paint) by the menu link's address; a large scroll margin keeps the page still. */
  .site-nav[data-open="true"] .site-nav__list, html:not([data-js]) .site-nav__list:target {
    display: flex; flex-direction: column; position: absolute; inset: 100% 0 auto 0;
    background: var(--surface); border-bottom: 1px solid var(--border); padding: .5rem 1rem 1rem;
    box-shadow: 0 8px 16px rgb(0 0 0 / .08); scroll-margin-top: 100vh;
  }
  .site-nav[data-open="true"] .site-nav__list a, html:not([data-js]) .site-nav__list:target a { padding: .75rem .5rem; }
  html:not([data-js]) .site-nav__list:target .site-nav__close { display: block; }
  /* Only the menu button shows here: at the end, beside the theme button's kept place. */
  .site-header__tools { justify-content: flex-end; }
}
${mediaUp(MOBILE_BREAKPOINT)} {
  .menu-button { display: none; }
  /* The links follow the name; the theme button keeps the row's end. */
  .site-nav { flex: 1; }
  .site-nav__list { display: flex; gap: .25rem; }
}
${mediaDown('sm')} {
  /* On phones the name always takes two lines, with or without the buttons beside it:
     painted before the buttons are parsed, it must not change its shape once they are. Its
     width follows the screen's, not its neighbours': at 320 px the buttons still fit beside it. */
  .brand { max-width: min(10rem, 40vw); flex-shrink: 0; }
  /* With a 15 px scrollbar kept (html's scrollbar-gutter), 1rem between the name and the
     buttons left the name 3 px too little at 375 px: it shrank once the buttons were parsed. */
  .site-header__inner { gap: .5rem; }
}
${mediaUp('sm')} {
  .card-list--grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .offer-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .referral__amounts { grid-template-columns: repeat(3, minmax(0, 1fr)); }
}
${mediaUp('md')} {
  body { font-size: 1.0625rem; }
  /* The text at its reading width, the page's plan and the method note beside it: the
     columns are set here, not by their content, so that a page painted before its side
     column is parsed (e2e/progressive-paint) lays its text out the same. */
  .doc-layout {
    display: grid; grid-template-columns: minmax(0, var(--content-width)) var(--side-width);
    justify-content: space-between; column-gap: 3rem; align-items: start;
  }
  .doc-layout__main { grid-column: 1; grid-row: 1; }
  .doc-layout__side {
    display: block; grid-column: 2; grid-row: 1; position: sticky; top: 1.5rem;
    max-height: calc(100vh - 3rem); overflow-y: auto; padding-top: 2.5rem;
  }
  .offer-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .pros-cons-pair { grid-template-columns: 1fr 1fr; }
  .toc--phone { display: none; }
}
${mediaUp('lg')} {
  .card-list--grid { grid-template-columns: repeat(3, minmax(0, 1fr)); }
}
${mediaUp('xl')} {
  :root { --content-width: 50rem; --wide-width: 80rem; }
}
${mediaUp('xxl')} {
  body { font-size: 1.125rem; }
}
${mediaDown('sm')} {
  /* The comparison (components/mdx/ComparisonTable.tsx, docs/behaviours.md#comparaison-des-offres): each offer a card, every
     column in it under its own label, nothing wider than the screen. The head stays for
     screen readers, which give each cell its column; the labels are hidden from them. */
  .comparison--offers thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .comparison--offers tbody { gap: .75rem; }
  .comparison--offers tbody tr {
    grid-template-columns: repeat(2, minmax(0, 1fr)); gap: .25rem .75rem; padding: .75rem;
    border: 1px solid var(--border); border-radius: var(--radius); background: var(--surface);
  }
  .comparison--offers tbody th, .comparison--offers tbody td { border: 0; padding: 0; }
  .comparison--offers tbody th, .comparison--offers tbody .condition { grid-column: 1 / -1; }
  .comparison--offers tbody th { font-size: 1.05rem; }
  .comparison--offers td[data-label]::before {
    content: attr(data-label); content: attr(data-label) / "";
    display: block; font-size: .8rem; font-weight: 400; color: var(--muted);
  }
}
`;
