// @ts-check
// The performance budgets that can be checked without timing noise, shared by the
// budget test (e2e/budget.spec.ts, in `npm test`) and `npm run bench`.
// kB here is 1,024 bytes, as in BENCHMARKS.md.
export const STATIC_BUDGETS = {
  /** First-load JavaScript of every route a visitor can reach, gzip level 9 (issue 15). */
  firstLoadGzipKb: 140,
  // Inline page data and start-up client components: the largest values measured on the
  // 38 pages after the issue-15 cuts (40.1 kB on /blog/parrainage-boursobank; 15 modules;
  // 24 elements on /banque/fortuneo/parrainage) with about 10 % headroom for content
  // growth. Before the cuts: up to 41 kB and 50 elements (every link was one). A page
  // over them has gained data or client components to question, not budgets to raise.
  // Raised once, for content that is the feature (issue 21): each offer page now carries its
  // record (eligibility, conditions and deadlines, payout, period, costs, catches, numbered
  // sources: +3 to +6 kB of page data on a full box) and the comparison its no-JavaScript
  // filters (+5.8 kB). Measured 2026-11-24 after trimming the box's markup: 47.1 kB
  // (/blog/parrainage-boursobank), 46.7 (/neobanque/revolut), 45.5 (/banque/boursobank).
  /** Inline page data (the `self.__next_f.push` scripts, markup included) of any content page. */
  inlineDataKb: 50,
  // The stylesheet is written once, in <head> (components/layout/SiteHead.tsx). Next.js's
  // `experimental.inlineCss`, used before, also copied it twice into the page data
  // (2 × 10.1 kB on every page): no copy is allowed now.
  /** Copies, in the page data, of a stylesheet the page already has in a <style>. */
  stylesheetCopyKb: 0,
  // Raised once, 16 → 17 (issue 26): the structured data is written by a client component's
  // server side (components/seo/PageStructuredData.tsx) so that it is no longer copied into the
  // page data: one more reference (a module of a few hundred bytes) for 3 kB less page data
  // to decode on an offer page with a FAQ (/neobanque/revolut).
  // Raised once more, 17 → 18 and 26 → 27 (issue 26): components/islands/ServerMarkup.tsx, one
  // small module and one element per page, keeps the page's text as the server's HTML, which
  // took 70 to 430 elements out of the tree React hydrates (`pageTreeElements` below).
  /** Distinct client modules a content page references at start (Next.js's own boundaries included). */
  clientComponents: 18,
  /** Client component elements in a content page's payload at start, each one a hydration root. */
  clientInstances: 27,
  // Issue 26: start-up time grows with the tree React decodes from the page data (and, before
  // components/islands/ServerMarkup.tsx, walked against the server's HTML), whatever the machine. Largest measured 2026-11-24,
  // with the page's plan beside the text (issue 24): 348 elements (/banque/boursobank), 318
  // (/neobanque/revolut), 309 (/banque/fortuneo/parrainage); median page about 240. About 15 %
  // headroom: a page over it has grown its hydrated tree, which costs blocking time on a phone.
  /** HTML and SVG elements in a content page's data (`serverElements` of scripts/lib/page-weight.mjs). */
  serverElements: 400,
  // Issue 26: the elements React actually hydrates in the page's own tree, counted in the
  // browser once the page has started (components/islands/ServerMarkup.tsx keeps the text of
  // every content page as the server's HTML; the islands' own roots are not counted here, they
  // hydrate after the first paint, each in slices). 40 on every page on 2026-11-24 (the header,
  // menu, footer and the islands' wrappers); 111 to 466 before, when the whole page was hydrated.
  /** Elements with a React fiber outside the islands' wrappers, after start-up (e2e/budget.spec.ts). */
  pageTreeElements: 60,
};
