import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { GlobalValuesProvider } from '@/components/primes/GlobalValuesProvider';
import { offerRecordOf } from '@/lib/offers';
import type { OfferRecord } from '@/lib/offers/schema';
import { toGlobalValues } from '@/lib/primes/derive';
import defaultDocument from '@/lib/primes/default-document.json';
import { PROVIDER_LABELS, type Provider } from '@/lib/primes/providers';
import type { WatchState } from '@/lib/sources-watch';
import { ReferralBlock } from './ReferralBlock';

vi.mock('@/lib/primes/browser', () => ({ fetchGlobalValuesInBrowser: () => new Promise(() => {}) }));

/** The default settings document, but giving the referee of Revolut and of N26 an amount their records say is never paid. */
const CONTRADICTING: Record<string, number> = { ...defaultDocument, PRIME_FILLEUL_REVOLUT: 20, PRIME_FILLEUL_N26: 15 };
const UPDATED = '2026-11-22T09:30:00Z';
const TODAY = new Date('2026-11-24T12:00:00Z');

const recordOf = (provider: Provider): OfferRecord => {
  const record = offerRecordOf(provider);
  if (!record) throw new Error(`no record for ${provider}`);
  return record;
};

async function renderBox(
  provider: Provider,
  document: Record<string, number> = defaultDocument,
  record = recordOf(provider),
  watch: WatchState = { sources: [] },
): Promise<HTMLElement> {
  const ui: ReactNode = (
    <ReferralBlock
      provider={provider}
      offer={{ lastModified: '2026-11-20' }}
      record={record}
      watch={watch}
      amountsUpdatedAt={UPDATED}
      amounts={toGlobalValues(document)}
      today={TODAY}
    />
  );
  cleanup();
  await act(async () => {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <GlobalValuesProvider snapshot={toGlobalValues(document)}>{ui}</GlobalValuesProvider>
      </SWRConfig>,
    );
  });
  return screen.findByRole('region', { name: `Offre de parrainage ${PROVIDER_LABELS[provider]}` });
}

describe('the offer box reads the offer’s record', () => {
  it('says who may sign up, what to do by when, when it pays, how long it runs and what loses it, each fact numbered to its source', async () => {
    const box = await renderBox('REVOLUT');
    const text = box.textContent ?? '';
    expect(within(box).getByText('Qui peut en profiter')).toBeTruthy();
    expect(box.querySelector('[data-fact="eligibility"]')?.textContent).toContain('N’avoir jamais eu de compte Revolut');
    expect(box.querySelector('[data-fact="eligibility"]')?.textContent).toContain('Avoir au moins 18\u00a0ans');
    const steps = [...box.querySelectorAll('[data-fact="conditions"] li')];
    expect(steps.length).toBe(recordOf('REVOLUT').conditions.length);
    expect(steps[0]?.textContent).toContain('— à l’inscription');
    expect(box.querySelector('[data-fact="payout"]')?.textContent).toBe(
      'Automatiquement, 3 à 5 jours ouvrés après la validation de la dernière étape',
    );
    expect(box.querySelector('[data-fact="period"]')?.textContent).toBe('Durée indiquée dans l’invitation de chaque campagne');
    expect(box.querySelector('[data-fact="catches"]')?.textContent).toContain('Des étapes terminées après la date limite de la campagne');
    // A sure fact carries no mark (Revolut's card-delivery cost, from its French fee schedule); ⚠️ ones: see Trade Republic below.
    expect(box.querySelector('[data-fact="costs"]')?.textContent).not.toMatch(/\((à vérifier|selon|à confirmer)/);
    // Every fact's number leads to a source of the record, listed with the day it was read.
    const references = [...box.querySelectorAll<HTMLAnchorElement>('a.fact__source')];
    expect(references.length).toBeGreaterThan(10);
    for (const reference of references) expect(box.querySelector(reference.getAttribute('href') ?? '#none')).not.toBeNull();
    expect(text).toContain('consultée le 23 novembre 2026');
    // One origin line for the figures, with the day of our survey, and no mark beside the figure.
    expect(box.querySelector('[data-origin]')?.textContent).toBe(
      'Montants de notre relevé, modifiés pour la dernière fois le 22 novembre 2026\u00a0: les conditions publiées de Revolut ne les donnent pas.',
    );
    expect(within(box).getByText('Votre parrain').closest('div')?.textContent).toBe('Votre parrain70\u00a0€');
    expect(text).not.toContain('Montants mis à jour le');
  });

  it('says what each side receives in the record’s own words, sourced, and nothing where the record has no words', async () => {
    const box = await renderBox('TRADEREPUBLIC');
    const referee = box.querySelector('[data-fact="rewards"] [data-reward="referee"]');
    expect(referee?.textContent).toContain('Côté filleul\u00a0: selon l’offre affichée dans l’application, le parrain seul ou les deux');
    // Only unofficial sites describe it: said so, not « à confirmer ».
    expect(referee?.textContent).toContain('(selon un site non officiel)');
    expect(referee?.querySelector('a.fact__source')).not.toBeNull();
    expect(box.querySelector('[data-fact="rewards"] [data-reward="sponsor"]')?.textContent).toContain(
      'Côté parrain\u00a0: nature et montant',
    );
    const empty = await renderBox('JOKO');
    expect(empty.querySelector('[data-fact="rewards"]')).toBeNull();
  });

  it('says « non publié » where the terms give no delay, and « non publiées » where they give no conditions', async () => {
    const box = await renderBox('BOURSOBANK');
    expect(box.querySelector('[data-fact="payout"]')?.textContent).toBe('Délai non publié');
    expect(box.querySelector('[data-fact="period"]')?.textContent).toBe('Dates non publiées');
    const empty = await renderBox('JOKO');
    expect(empty.querySelector('[data-fact="conditions"]')?.textContent).toBe('Conditions non publiées');
  });

  it('puts the tax note in boxes whose bonus is paid in cash, and only there', async () => {
    const cash = await renderBox('REVOLUT');
    const note = cash.querySelector('[data-tax-note]');
    expect(note?.textContent).toContain('revenu à déclarer, en bénéfices non commerciaux');
    expect(note?.querySelector('a')?.getAttribute('href')).toMatch(/^https:\/\/www\.cbanque\.com\//);
    const credit = await renderBox('IGRAAL');
    expect(credit.querySelector('[data-tax-note]')).toBeNull();
  });

  it('ages a check older than 30 days, and only then', async () => {
    const record = recordOf('REVOLUT');
    const fresh = await renderBox('REVOLUT', defaultDocument, { ...record, checked: '2026-10-25' });
    expect(fresh.querySelector('.facts__sources summary')?.textContent).not.toContain('revérifier');
    const old = await renderBox('REVOLUT', defaultDocument, { ...record, checked: '2026-10-24' });
    expect(old.querySelector('.facts__sources summary .fact__old')?.textContent).toBe('à revérifier');
    expect(old.querySelector('.facts__sources summary')?.textContent).toContain(
      'à revérifier\u00a0: la vérification date de plus de 30\u00a0jours)',
    );
  });
});

describe('the numbers and the facts agree, or the box says they don’t', () => {
  it('warns in both boxes of a document that pays the referee where the terms pay nothing, naming the amount', async () => {
    for (const provider of ['REVOLUT', 'N26'] as const) {
      const box = await renderBox(provider, CONTRADICTING);
      const warning = box.querySelector('.referral__warning');
      expect(warning?.getAttribute('data-contradiction')).toBe(`PRIME_FILLEUL_${provider}`);
      expect(warning?.textContent).toContain(`indique ${CONTRADICTING[`PRIME_FILLEUL_${provider}`]}\u00a0€ pour le filleul`);
      // The amount itself is still not shown as the visitor's: the record wins.
      expect(within(box).getByText('Vous, filleul').closest('div')?.textContent).toBe('Vous, filleulaucune prime');
    }
  });

  it('says nothing where they agree, and nothing per box when no amount was ever read', async () => {
    expect((await renderBox('REVOLUT')).querySelector('.referral__warning')).toBeNull();
    expect((await renderBox('BOURSOBANK', {})).querySelector('.referral__warning')).toBeNull();
  });

  it('warns when the document lacks the amount of a side the terms pay', async () => {
    const { PRIME_PARRAIN_REVOLUT: _missing, ...rest } = defaultDocument as Record<string, number>;
    const warning = (await renderBox('REVOLUT', rest)).querySelector('.referral__warning');
    expect(warning?.getAttribute('data-contradiction')).toBe('PRIME_PARRAIN_REVOLUT');
    expect(warning?.textContent).toContain('Montant manquant');
  });

  it('warns when the document differs from the amount a sure source publishes (N26’s sponsor: 15 €)', async () => {
    const warning = (await renderBox('N26', { ...defaultDocument, PRIME_PARRAIN_N26: 20 })).querySelector('.referral__warning');
    expect(warning?.getAttribute('data-contradiction')).toBe('PRIME_PARRAIN_N26');
    expect(warning?.textContent).toContain('les conditions publiées donnent 15\u00a0€ pour le parrain');
    expect((await renderBox('N26')).querySelector('.referral__warning')).toBeNull();
  });
});

describe('what a box says of a bonus that depends on the campaign, or of a referee paid nothing', () => {
  it('shows no figure for a `varies` amount no source caps, whatever the document holds (Trade Republic’s referee)', async () => {
    const box = await renderBox('TRADEREPUBLIC');
    const referee = within(box).getByText('Vous, filleul').closest('div')?.textContent ?? '';
    expect(referee).toBe('Vous, filleulmontant variable');
    expect(box.querySelector('.referral__side-notes')?.textContent).toContain('Filleul\u00a0: le montant dépend de l’offre en cours.');
  });

  it('says « montant variable » and the sure terms’ own words for a share of a balance (Mintos), never « 0 € »', async () => {
    const box = await renderBox('MINTOS');
    expect(within(box).getByText('Vous, filleul').closest('div')?.textContent).toBe('Vous, filleulmontant variable');
    expect(box.querySelector('.referral__side-notes')?.textContent).toContain('Filleul\u00a0: 1\u00a0% du montant investi par le filleul');
    expect(box.textContent).not.toContain('0\u00a0€ pour');
  });

  it('never tells a visitor how to get a referee bonus the box says does not exist', async () => {
    for (const provider of ['REVOLUT', 'N26'] as const) {
      const box = await renderBox(provider);
      expect(box.textContent).not.toContain('Pour toucher la prime de filleul');
      expect(box.querySelector('.referral__no-code')?.textContent).toContain('ne prévoient pas de prime pour le filleul');
    }
    expect((await renderBox('BOURSOBANK')).textContent).toContain('Pour toucher la prime de filleul');
  });
});

describe('what the watch of the official sources says in the box', () => {
  it('says the published terms changed after the record’s check, and that the record was not re-checked', async () => {
    const record = recordOf('N26');
    const official = record.sources.find((source) => source.kind === 'officiel')!;
    const watch: WatchState = { sources: [{ url: official.url, records: ['N26'], read: '2026-11-24', changed: '2026-11-24' }] };
    const box = await renderBox('N26', defaultDocument, record, watch);
    const notice = box.querySelector('.referral__terms-watch');
    expect(notice?.getAttribute('data-terms-changed')).toBe('2026-11-24');
    expect(notice?.textContent).toContain(
      'Les conditions publiées ont changé le 24 novembre 2026\u00a0; cette fiche n’a pas encore été revérifiée',
    );
    expect(
      within(notice as HTMLElement)
        .getByRole('link', { name: official.title })
        .getAttribute('href'),
    ).toBe(official.url);
  });

  it('says nothing when the change came before the check, and shows a source gone after a week of 404', async () => {
    const record = recordOf('N26');
    const [first] = record.sources;
    const before: WatchState = { sources: [{ url: first!.url, records: ['N26'], read: '2026-11-24', changed: '2026-11-01' }] };
    expect((await renderBox('N26', defaultDocument, record, before)).querySelector('.referral__terms-watch')).toBeNull();
    const gone: WatchState = {
      sources: [
        {
          url: first!.url,
          records: ['N26'],
          read: '2026-11-09',
          fingerprint: 'a'.repeat(64),
          failure: { reason: 'http', status: 404, first: '2026-11-10', last: '2026-11-24' },
        },
      ],
    };
    const notice = (await renderBox('N26', defaultDocument, record, gone)).querySelector('.referral__terms-watch');
    expect(notice?.textContent).toContain(
      `La page «\u00a0${first!.title}\u00a0» a disparu\u00a0: elle répond par une erreur 404 depuis le 10 novembre 2026`,
    );
  });
});
