'use client';

import { island } from '@/components/island';

/*
 * The interactive MDX components, as islands (components/island.tsx): their code, SWR's
 * included, loads after the first paint. Server components import them from here;
 * client components that nest them import the components themselves.
 */
export const Prime = island(() => import('./Prime').then((module) => module.Prime));
export const Boosted = island(() => import('./Boosted').then((module) => module.Boosted));
export const BestOffers = island(() => import('./BestOffers').then((module) => module.BestOffers));
export const ComparisonTable = island(() => import('./ComparisonTable').then((module) => module.ComparisonTable), { clickable: 'div' });
export const CopyButton = island(() => import('./CopyButton').then((module) => module.CopyButton), { clickable: 'span' });
