// @ts-check
// The performance budgets that can be checked without timing noise, shared by the
// budget test (e2e/budget.spec.ts, in `npm test`) and `npm run bench`.
// kB here is 1,024 bytes, as in BENCHMARKS.md.
export const STATIC_BUDGETS = {
  // 140 while the interactive components loaded after the first paint through hand-made islands;
  // 150 since they are ordinary client components hydrated with the page (2026-11-26).
  /** First-load JavaScript of every route a visitor can reach, gzip level 9 (BENCHMARKS.md#budgets). */
  firstLoadGzipKb: 150,
  // Inline page data and start-up client components: the largest values measured on the
  // 38 pages after the first-load cuts of 2026-11-23 (40.1 kB on /blog/parrainage-boursobank; 15 modules;
  // 24 elements on /banque/fortuneo/parrainage) with about 10 % headroom for content
  // growth. Before the cuts: up to 41 kB and 50 elements (every link was one). A page
  // over them has gained data or client components to question, not budgets to raise.
  // Raised once, for content that is the feature (the offer records): each offer page now carries its
  // record (eligibility, conditions and deadlines, payout, period, costs, catches, numbered
  // sources: +3 to +6 kB of page data on a full box) and the comparison its no-JavaScript
  // filters (+5.8 kB). Measured 2026-11-24 after trimming the box's markup: 47.1 kB
  // (/blog/parrainage-boursobank), 46.7 (/neobanque/revolut), 45.5 (/banque/boursobank).
  // Raised again, 50 → 56 (2026-11-26), for the documented ways: the boot script rendered by the
  // root layout and the structured data rendered by the page are now in the page data too
  // (about 2 kB and 2 to 3 kB), where client components that only the server filled kept them
  // out. Measured: 52.7 kB (/parrainage, /neobanque/revolut), 51.9 (/banque/boursobank).
  /** Inline page data (the `self.__next_f.push` scripts, markup included) of any content page. */
  inlineDataKb: 56,
  // The stylesheets are imported by the root layout and linked by Next.js. Its
  // `experimental.inlineCss` would also copy them twice into the page data (2 × 10.1 kB on
  // every page, measured when it was used): no copy is allowed.
  /** Copies, in the page data, of a stylesheet the page has in a <style>. */
  stylesheetCopyKb: 0,
  // The client modules a page references and their elements in its data. Measured 2026-11-26, once
  // the site used next/link and ordinary client components: at most 18 modules; 53 to 71 elements
  // (/banque/boursobank), nearly all of them links (each next/link is one element with its props).
  // About 12 % headroom: a page over it has gained client components to question.
  /** Distinct client modules a content page references at start (Next.js's own boundaries included). */
  clientComponents: 18,
  /** Client component elements in a content page's payload at start. */
  clientInstances: 80,
  // Start-up time grows with the tree React decodes from the page data and hydrates, whatever the machine. Largest measured 2026-11-24,
  // with the page's plan beside the text: 348 elements (/banque/boursobank), 318
  // (/neobanque/revolut), 309 (/banque/fortuneo/parrainage); median page about 240. About 15 %
  // headroom: a page over it has grown its hydrated tree, which costs blocking time on a phone.
  /** HTML and SVG elements in a content page's data (`serverElements` of scripts/lib/page-weight.mjs). */
  serverElements: 400,
};
