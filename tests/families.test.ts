import { describe, expect, it } from 'vitest';
import { findByUrl } from '@/lib/content';
import { ROUTES } from '@/lib/content/routes.generated';
import { MAIN_NAV } from '@/lib/navigation';
import { allOfferRecords } from '@/lib/offers';
import { OFFERS_CSV_HEADER, offersCsv } from '@/lib/open-data/offers-csv';
import { offersDataset } from '@/lib/open-data/offers-dataset';
import defaultDocument from '@/lib/primes/default-document.json';
import { FAMILIES, FAMILY_LABELS, hasPages } from '@/lib/primes/families';
import { PROVIDER_FAMILY, PROVIDER_LABELS } from '@/lib/primes/providers';
import { offerStructuredData } from '@/lib/seo/offer-structured-data';

/*
 * One family per provider, the same on every surface (issue 57): generated from the offer records
 * and the route list, so that a record, a page or a family added is checked without a line here.
 * Each surface is read as visitors and re-users get it: the menu's links, the addresses, the list
 * page's short title (the breadcrumb), /offres.json, /offres.csv and the structured data.
 */
const RECORDS = allOfferRecords();
const absoluteUrl = (path: string) => new URL(path, 'https://exemple.fr').href;
const DATASET = offersDataset({
  records: RECORDS,
  values: defaultDocument,
  amountsUpdatedAt: '2026-11-24T08:30:00.000Z',
  generatedAt: '2026-11-24T09:00:00.000Z',
  absoluteUrl,
  siteName: 'Parrainage',
});
const firstSegment = (path: string) => path.split('/')[1] ?? '';

describe('one family per provider, on every surface', () => {
  it('the menu links each family that has pages, under its label, to its list page', () => {
    for (const family of FAMILIES) {
      const item = MAIN_NAV.find((link) => link.href === `/${family}`);
      if (hasPages(family)) expect(item, family).toEqual({ href: `/${family}`, label: FAMILY_LABELS[family] });
      else expect(item, family).toBeUndefined();
    }
  });

  it('each family’s list page exists and is named as the menu names it', () => {
    for (const family of FAMILIES.filter(hasPages)) {
      expect(ROUTES, family).toContain(`/${family}`);
      const page = findByUrl(`/${family}`);
      expect(page && 'shortTitle' in page ? page.shortTitle : undefined, family).toBe(FAMILY_LABELS[family]);
    }
  });

  it('an offer’s page lives under its provider’s family, which has pages', () => {
    for (const record of RECORDS.filter((candidate) => candidate.page !== undefined)) {
      const family = PROVIDER_FAMILY[record.provider];
      expect(hasPages(family), `${record.provider} a une page mais sa famille n’en a pas`).toBe(true);
      expect(firstSegment(record.page ?? ''), record.provider).toBe(family);
    }
  });

  it('/offres.json and /offres.csv give each offer its provider’s family', () => {
    expect(DATASET.offers.map((offer) => [offer.provider, offer.family])).toEqual(
      RECORDS.map((record) => [record.provider, PROVIDER_FAMILY[record.provider]]),
    );
    const [, ...lines] = offersCsv(DATASET).trim().split('\r\n');
    // The family comes before any column that could hold a quoted `;`.
    const column = OFFERS_CSV_HEADER.indexOf('family');
    expect(OFFERS_CSV_HEADER.slice(0, column)).toEqual(['provider', 'label']);
    expect(lines.map((line) => line.split(';')[column])).toEqual(RECORDS.map((record) => PROVIDER_FAMILY[record.provider]));
  });

  it('the structured data of an offer page names its family as the menu does', () => {
    for (const record of RECORDS.filter((candidate) => candidate.page !== undefined && candidate.programme.status === 'open')) {
      const data = offerStructuredData(record, record.page ?? '', defaultDocument, absoluteUrl);
      expect(data.category, PROVIDER_LABELS[record.provider]).toBe(FAMILY_LABELS[PROVIDER_FAMILY[record.provider]]);
    }
  });
});
