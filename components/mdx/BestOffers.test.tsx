import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { CheckedLine } from '@/components/offers/CheckedLine';
import { ReferralBlock } from '@/components/offers/ReferralBlock';
import { sourcesWatch } from '@/lib/sources-watch';
import { allOfferRecords } from '@/lib/offers';
import { checkClaimOf } from '@/lib/offers/check-claim';
import { cardCheckWords, offerCardSummaries } from '@/lib/offers/summary';
import { toGlobalValues } from '@/lib/primes/derive';
import defaultDocument from '@/lib/primes/default-document.json';
import { PROVIDER_LABELS } from '@/lib/primes/providers';
import { mountWithValues } from '../../tests/helpers/mount-with-values';
import { BestOffers } from './BestOffers';

/*
 * « Vérifié » is said only of what was checked against a named official source that day: the
 * home cards follow the rule of the offer pages' CheckedLine, generated here from the records.
 */

vi.mock('@/lib/primes/browser', () => ({ fetchGlobalValuesInBrowser: () => new Promise(() => {}) }));
afterEach(cleanup);

const VALUES = toGlobalValues(defaultDocument);
const OFFERS = offerCardSummaries({ values: VALUES, watch: sourcesWatch() });
const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');

describe('the check line of the home cards and of the offer pages', () => {
  it('says « Conditions vérifiées » on a home card only beside the official source read that day, named by its site', async () => {
    const home = await mountWithValues(VALUES, <BestOffers offers={OFFERS} />);
    const cards = [...home.querySelectorAll<HTMLElement>('.offer-card')];
    expect(cards.length).toBeGreaterThan(0);
    const kinds = new Set<string>();
    for (const card of cards) {
      const provider = card.dataset.provider ?? '';
      const record = allOfferRecords().find((candidate) => candidate.provider === provider);
      const claim = checkClaimOf(record?.checked, record?.sources);
      const line = card.querySelector('.offer-card__checked')?.textContent ?? '';
      kinds.add(claim.kind);
      if (claim.kind === 'verified') {
        expect(line, provider).toMatch(
          new RegExp(`^Conditions consultées le .+ sur ${host(claim.source.url).replace(/\./g, '\\.')}, page officielle$`),
        );
      } else {
        expect(line, provider).not.toMatch(/vérifi/i);
        if (claim.kind === 'consulted') expect(line, provider).toContain(`sur ${host(claim.source.url)}, source non officielle`);
        else expect(line, provider).toBe('');
      }
    }
    // The records today hold both cases: an official check and a third party's page.
    expect([...kinds]).toEqual(expect.arrayContaining(['consulted', 'verified']));
  });

  it('names a third party read that day as consulted, and nothing official as checked, on a card', async () => {
    const [provider, offer] = Object.entries(OFFERS).find(([, summary]) => summary?.checked) ?? [];
    if (!provider || !offer?.checked) throw new Error('aucune carte datée');
    const card = (checked: typeof offer.checked) => mountWithValues(VALUES, <BestOffers offers={{ [provider]: { ...offer, checked } }} />);
    const official = await card({
      ...offer.checked,
      site: 'exemple.fr',
      url: 'https://www.exemple.fr/conditions',
      ...cardCheckWords(true),
    });
    expect(official.querySelector('.offer-card__checked')?.textContent).toBe(
      `Conditions consultées le ${offer.checked.said} sur exemple.fr, page officielle`,
    );
    const third = await card({ ...offer.checked, site: 'referral.is', url: 'https://referral.is/code/n26', ...cardCheckWords(false) });
    expect(third.querySelector('.offer-card__checked')?.textContent).toBe(
      `Page consultée le ${offer.checked.said} sur referral.is, source non officielle`,
    );
    expect(third.textContent).toContain(`Voir l’offre ${PROVIDER_LABELS[provider as keyof typeof PROVIDER_LABELS]}`);
  });

  it('keeps « vérifiées » off an offer page whose source read that day is not official', () => {
    const line = (kind: 'conditions' | 'comparateur') =>
      renderToString(
        <CheckedLine
          facts={{
            lastChecked: '2026-11-23',
            sources: [{ title: 'Cartes BoursoBank', url: 'https://comparateurbanque.com/boursorama', consulted: '2026-11-23', kind }],
            lastModified: '2026-11-24',
          }}
          providerName="BoursoBank"
          today={new Date('2026-11-24T12:00:00Z')}
        />,
      ).replace(/<[^>]+>/g, '');
    expect(line('conditions')).toContain('Conditions vérifiées le 23 novembre 2026 sur');
    expect(line('comparateur')).not.toContain('vérifiées');
    expect(line('comparateur')).toContain(
      'Page mise à jour le 24 novembre 2026. Source consultée le 23 novembre 2026\u00a0: Cartes BoursoBank (comparateur)',
    );
  });
});

describe('the source list of an offer box', () => {
  it('says the sources of an offer box « vérifiées » only where an official one was read on the check day, « consultées » otherwise', async () => {
    const said = new Set<string>();
    for (const record of allOfferRecords().filter((candidate) => candidate.checked && candidate.programme.status === 'open')) {
      const box = await mountWithValues(
        VALUES,
        <ReferralBlock
          watch={sourcesWatch()}
          provider={record.provider}
          offer={{ lastModified: '2026-11-20' }}
          record={record}
          amounts={VALUES}
          full
        />,
      );
      const summary = box.querySelector('.facts__sources-summary')?.textContent ?? '';
      const verified = checkClaimOf(record.checked, record.sources).kind === 'verified';
      expect(summary, record.provider).toMatch(verified ? /\(vérifiées le / : /\(consultées le /);
      said.add(verified ? 'vérifiées' : 'consultées');
    }
    expect([...said].sort()).toEqual(['consultées', 'vérifiées']);
  });
});
