'use client';

import { island } from '@/components/islands/island';

/*
 * The interactive MDX components, as islands (components/islands/island.tsx): their code, SWR's
 * included, loads after the first paint. Server components import them from here;
 * client components that nest them import the components themselves.
 * `typeof window` is replaced at build time, so each `require` exists only in the server
 * bundle (checked by e2e/budget.spec.ts through the first-load size).
 */
export const Prime = island(() => import('./Prime').then((module) => module.Prime), {
  as: 'span',
  server: typeof window === 'undefined' ? (require('./Prime') as typeof import('./Prime')).Prime : undefined,
});
export const Boosted = island(() => import('./Boosted').then((module) => module.Boosted), {
  as: 'span',
  server: typeof window === 'undefined' ? (require('./Boosted') as typeof import('./Boosted')).Boosted : undefined,
});
export const BestOffers = island(() => import('./BestOffers').then((module) => module.BestOffers), {
  as: 'div',
  server: typeof window === 'undefined' ? (require('./BestOffers') as typeof import('./BestOffers')).BestOffers : undefined,
});
// The comparison's table only: its filters are server-rendered native controls (ComparisonTable.tsx).
export const ComparisonRows = island(() => import('./ComparisonRows').then((module) => module.ComparisonRows), {
  as: 'div',
  server: typeof window === 'undefined' ? (require('./ComparisonRows') as typeof import('./ComparisonRows')).ComparisonRows : undefined,
});
export const CopyButton = island(() => import('./CopyButton').then((module) => module.CopyButton), {
  as: 'span',
  clickable: true,
  server: typeof window === 'undefined' ? (require('./CopyButton') as typeof import('./CopyButton')).CopyButton : undefined,
});
