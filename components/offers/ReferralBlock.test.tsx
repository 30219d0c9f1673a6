import { offerRecordOf } from '@/lib/offers';
import type { OfferRecord } from '@/lib/offers/schema';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { GlobalValuesProvider } from '@/components/primes/GlobalValuesProvider';
import { toGlobalValues } from '@/lib/primes/derive';
import { noCodeSaidBefore, ReferralBlock } from './ReferralBlock';
import { sourcesWatch } from '@/lib/sources-watch';
import { BOOSTED_LABEL } from '@/lib/primes/share-bonus';
import type { PrimeHistory } from '@/lib/primes/history';

vi.mock('@/lib/primes/browser', () => ({ fetchGlobalValuesInBrowser: () => new Promise(() => {}) }));

const snapshot = toGlobalValues({ PRIME_FILLEUL_FORTUNEO_GOLD: 150, PRIME_PARRAIN_FORTUNEO_GOLD: 80, PRIME_PARTAGE_FORTUNEO_GOLD: 20 });
// Awaited in act: the amounts' client hook settles after the first render.
const renderBlock = (ui: ReactNode) =>
  act(async () => {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <GlobalValuesProvider snapshot={snapshot}>{ui}</GlobalValuesProvider>
      </SWRConfig>,
    );
  });
const source = {
  title: 'Conditions de l’offre',
  url: 'https://www.fortuneo.fr/conditions',
  consulted: '2026-11-23',
  kind: 'conditions' as const,
};
// Found asynchronously: the amounts read the settings through SWR, whose first render may come a tick later.
const block = () => screen.findByRole('region', { name: 'Offre de parrainage Fortuneo (carte Gold)' });

describe('<ReferralBlock> without a site code', () => {
  it('says so, explains how to get a code, and offers no sign-up button', async () => {
    await renderBlock(
      <ReferralBlock
        watch={sourcesWatch()}
        provider="FORTUNEO_GOLD"
        offer={{ lastModified: '2026-11-20' }}
        codeWhere="dans son espace client, rubrique « Parrainage »"
      />,
    );
    const region = await block();
    expect(region.textContent).toContain('Nous n’avons pas de code de parrainage Fortuneo en ce moment.');
    expect(region.textContent).toContain('il le trouve dans son espace client, rubrique « Parrainage »');
    expect(region.textContent).toContain('sans code, vous ouvrez votre compte sans prime de filleul');
    expect(region.querySelector('.button')).toBeNull();
    expect(region.querySelector('[rel~="sponsored"]')).toBeNull();
    const official = within(region).getByRole('link', { name: 'Site officiel de Fortuneo' });
    expect(official.getAttribute('rel')).toBe('noopener noreferrer');
    // The share bonus only exists with the site's code: it is not shown as the visitor's money.
    expect(region.textContent).not.toMatch(/Bonus de partage/);
    expect(region.textContent).toContain('Page mise à jour le 20 novembre 2026');
    expect(region.textContent).not.toMatch(/vérifiées/);
  });

  it('puts the boosted badge beside the sponsor’s amount it measures, not beside the title or the referee’s', async () => {
    const sponsor = { status: 'paid', published: { value: 80, asOf: '2026-11-20', source: 'conditions', certainty: 'sure' } } as const;
    const record: OfferRecord = {
      ...offerRecordOf('FORTUNEO_GOLD')!,
      rewards: { referee: { unpublished: true }, sponsor: { ...sponsor, source: 'conditions', certainty: 'sure' } },
    };
    await renderBlock(
      <ReferralBlock watch={sourcesWatch()} provider="FORTUNEO_GOLD" offer={{ lastModified: '2026-11-20' }} record={record} />,
    );
    const region = await block();
    const badge = await within(region).findByText(BOOSTED_LABEL);
    expect(badge.closest('div')).toBe(within(region).getByText('Votre parrain').closest('div'));
    expect(within(region).getByText('Vous, filleul').closest('div')?.textContent).not.toContain(BOOSTED_LABEL);
    expect(region.querySelector('.referral__title')?.textContent).toBe('Parrainage Fortuneo (carte Gold)');
  });
});

describe('<ReferralBlock> and the boosted badge', () => {
  it('shows no badge beside a sponsor amount that no public source confirms', async () => {
    await renderBlock(
      <ReferralBlock
        watch={sourcesWatch()}
        provider="FORTUNEO_GOLD"
        offer={{ lastModified: '2026-11-20' }}
        record={offerRecordOf('FORTUNEO_GOLD')}
      />,
    );
    const region = await block();
    expect(within(region).getByText('Votre parrain').closest('div')?.textContent).toBe('Votre parrain80\u00a0€');
    expect(region.textContent).not.toContain(BOOSTED_LABEL);
  });
});

describe('<ReferralBlock> with a site code', () => {
  it('shows the code with its copy button and the referral link as the main, sponsored button', async () => {
    await renderBlock(
      <ReferralBlock
        watch={sourcesWatch()}
        provider="FORTUNEO_GOLD"
        offer={{ lastModified: '2026-11-23', lastChecked: '2026-11-23', sources: [source] }}
        code={{ code: 'ABC123', url: 'https://www.fortuneo.fr/parrainage?code=ABC123', confirmed: '2026-11-21' }}
      />,
    );
    const region = await block();
    expect(within(region).getByText('ABC123').tagName).toBe('CODE');
    expect(await within(region).findByRole('button', { name: 'Copier le code' })).toBeTruthy();
    const link = within(region).getByRole('link', { name: 'S’inscrire avec notre lien de parrainage' });
    expect(link.getAttribute('href')).toBe('https://www.fortuneo.fr/parrainage?code=ABC123');
    expect(link.getAttribute('rel')).toBe('sponsored noopener noreferrer');
    expect(region.textContent).toMatch(/Bonus de partage, versé par notre parrain/);
    expect(region.textContent).toMatch(/la part de sa propre prime que le parrain du site vous reverse/);
    expect(region.textContent).toContain('Code confirmé par le site le 21 novembre 2026');
    const checked = within(region).getByRole('link', { name: 'conditions officielles de Fortuneo' });
    expect(checked.getAttribute('href')).toBe(source.url);
    expect(region.textContent).toContain('Conditions vérifiées le 23 novembre 2026 sur\u00a0: conditions officielles de Fortuneo');
  });

  it('with a code but no link, tells the visitor to type it at sign-up', async () => {
    await renderBlock(
      <ReferralBlock
        watch={sourcesWatch()}
        provider="FORTUNEO_GOLD"
        offer={{ lastModified: '2026-11-23' }}
        code={{ code: 'ABC123', confirmed: '2026-11-21' }}
      />,
    );
    const region = await block();
    expect(region.querySelector('[rel~="sponsored"]')).toBeNull();
    expect(region.textContent).toContain('Saisissez ce code pendant l’inscription');
  });

  it('names a press source by its title, never as official conditions', async () => {
    await renderBlock(
      <ReferralBlock
        watch={sourcesWatch()}
        provider="FORTUNEO_GOLD"
        offer={{ lastModified: '2026-11-23', lastChecked: '2026-11-23', sources: [{ ...source, kind: 'presse', title: 'MoneyVox' }] }}
      />,
    );
    expect(within(await block()).getByRole('link', { name: 'MoneyVox' })).toBeTruthy();
    expect((await block()).textContent).not.toMatch(/conditions officielles/);
  });
});

describe('<ReferralBlock> of an investment platform', () => {
  it('says beside the amounts that the capital is at risk, and only there', async () => {
    await renderBlock(<ReferralBlock watch={sourcesWatch()} provider="MINTOS" offer={{ lastModified: '2026-11-23' }} />);
    const note = await screen.findByRole('note');
    expect(note.textContent).toMatch(/Votre capital est en risque/);
    expect(note.textContent).toMatch(/une prime de bienvenue n’est pas une raison d’investir/);
    // Right after the amounts and the lines that say what they are worth and where they come from.
    const between: string[] = [];
    let sibling = note.previousElementSibling;
    while (sibling && sibling.className !== 'referral__amounts') {
      between.push(sibling.className);
      sibling = sibling.previousElementSibling;
    }
    expect(sibling?.className).toBe('referral__amounts');
    expect(
      between.every((name) => /^(referral__net|meta referral__side-notes|origin-line.*|)$/.test(name)),
      between.join(', '),
    ).toBe(true);
  });

  it('adds no such note to a bank', async () => {
    await renderBlock(<ReferralBlock watch={sourcesWatch()} provider="FORTUNEO_GOLD" offer={{ lastModified: '2026-11-23' }} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('<ReferralBlock> and who the offer rewards', () => {
  const sourced = { source: 'conditions', certainty: 'sure' as const };
  const withRewards = (rewards: OfferRecord['rewards']): OfferRecord => ({ ...offerRecordOf('FORTUNEO_GOLD')!, rewards });
  it('shows no amount for a side the published terms do not reward, whatever the document holds', async () => {
    await renderBlock(
      <ReferralBlock
        watch={sourcesWatch()}
        provider="FORTUNEO_GOLD"
        offer={{ lastModified: '2026-11-20' }}
        record={withRewards({ referee: { status: 'none', ...sourced }, sponsor: { status: 'paid', form: 'cash', ...sourced } })}
      />,
    );
    const region = await block();
    const referee = within(region).getByText('Vous, filleul').closest('div');
    expect(referee?.textContent).toBe('Vous, filleulaucune prime');
    expect(referee?.textContent).not.toMatch(/150/);
    // The side that is rewarded keeps its live amount.
    expect(within(region).getByText('Votre parrain').closest('div')?.textContent).toMatch(/80\s€/);
  });

  it('keeps the amount where the record says it is paid or does not say, and says no figure for a varying one', async () => {
    await renderBlock(
      <ReferralBlock
        watch={sourcesWatch()}
        provider="FORTUNEO_GOLD"
        offer={{ lastModified: '2026-11-20' }}
        record={withRewards({ referee: { unpublished: true }, sponsor: { status: 'varies', ...sourced } })}
      />,
    );
    const region = await block();
    expect(region.textContent).not.toContain('aucune prime');
    expect(within(region).getByText('Vous, filleul').closest('div')?.textContent).toBe('Vous, filleul150\u00a0€');
    expect(within(region).getByText('Votre parrain').closest('div')?.textContent).toBe('Votre parrainmontant variable');
  });
});

describe('<ReferralBlock> among the boxes of one page (each sentence once per page: docs/behaviours.md#une-phrase-une-seule-fois)', () => {
  it('leaves its page’s check date to the page when the page already says it (dated={false})', async () => {
    await renderBlock(
      <ReferralBlock watch={sourcesWatch()} provider="FORTUNEO_GOLD" offer={{ lastModified: '2026-11-20' }} dated={false} />,
    );
    const region = await block();
    expect(region.textContent).not.toMatch(/Page mise à jour le|vérifiées le/);
  });

  it('after a box of the same brand that said it, says in one line that the site has no code for this offer either', async () => {
    await renderBlock(
      <ReferralBlock watch={sourcesWatch()} provider="FORTUNEO_GOLD" offer={{ lastModified: '2026-11-20' }} noCodeSaidAbove />,
    );
    const region = await block();
    expect(region.textContent).not.toContain('Nous n’avons pas de code de parrainage');
    expect(region.textContent).toContain('Pas de code du site pour cette offre non plus');
    expect(region.querySelector('[data-no-code="said-above"]')).not.toBeNull();
    expect(region.querySelector('.button, [rel~="sponsored"]')).toBeNull();
  });

  it('links a report of outdated information, with its page filled in, when it is given its page', async () => {
    const page = { url: 'https://www.parrainage-malin.fr/banque/fortuneo/parrainage', title: 'Parrainage Fortuneo' };
    await renderBlock(
      <ReferralBlock watch={sourcesWatch()} provider="FORTUNEO_GOLD" offer={{ lastModified: '2026-11-20' }} report={page} />,
    );
    const link = within(await block()).getByRole('link', { name: 'Signaler une information périmée' });
    expect(link.getAttribute('href')).toMatch(/^mailto:contact@parrainage-malin\.fr\?subject=/);
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(page.url);
  });
});

describe('noCodeSaidBefore', () => {
  const none = () => false;
  it('is false for the first box of a brand, true for a later box of the same brand without a code', () => {
    const boxes = ['FORTUNEO_GOLD', 'FORTUNEO_FOSFO'] as const;
    expect(noCodeSaidBefore('FORTUNEO_GOLD', boxes, none)).toBe(false);
    expect(noCodeSaidBefore('FORTUNEO_FOSFO', boxes, none)).toBe(true);
  });

  it('counts only an earlier box that said it: one with the site’s code did not', () => {
    const boxes = ['FORTUNEO_GOLD', 'FORTUNEO_FOSFO'] as const;
    expect(noCodeSaidBefore('FORTUNEO_FOSFO', boxes, (provider) => provider === 'FORTUNEO_GOLD')).toBe(false);
  });

  it('never links two brands, nor a box absent from the page', () => {
    expect(noCodeSaidBefore('JOKO', ['IGRAAL', 'JOKO'], none)).toBe(false);
    expect(noCodeSaidBefore('FORTUNEO_FOSFO', ['FORTUNEO_GOLD'], none)).toBe(false);
  });
});

describe('<ReferralBlock> and the amounts’ history (« au plus haut depuis … »)', () => {
  // The sponsor's bonus: 100 € at the first relevé, 60 € from 1 February, 80 € from 1 May (the page's amount).
  const history: PrimeHistory = {
    project: 'parrainage-malin',
    since: '2026-01-05T05:00:00.000Z',
    seen: { updatedAt: '2026-05-01T08:00:00Z', values: { PRIME_PARRAIN_FORTUNEO_GOLD: 80, PRIME_FILLEUL_FORTUNEO_GOLD: 150 } },
    changes: [
      { key: 'PRIME_PARRAIN_FORTUNEO_GOLD', old: 100, new: 60, updatedAt: '2026-02-01T08:00:00Z', recordedAt: '2026-02-02T05:00:00.000Z' },
      { key: 'PRIME_PARRAIN_FORTUNEO_GOLD', old: 60, new: 80, updatedAt: '2026-05-01T08:00:00Z', recordedAt: '2026-05-02T05:00:00.000Z' },
    ],
  };
  const sponsor = { status: 'paid', published: { value: 80, asOf: '2026-11-20', source: 'conditions', certainty: 'sure' } } as const;
  const record: OfferRecord = {
    ...offerRecordOf('FORTUNEO_GOLD')!,
    rewards: { referee: { unpublished: true }, sponsor: { ...sponsor, source: 'conditions', certainty: 'sure' } },
  };
  const renderWith = (amounts: Record<string, number>, today = '2026-11-20T12:00:00Z') =>
    renderBlock(
      <ReferralBlock
        watch={sourcesWatch()}
        provider="FORTUNEO_GOLD"
        offer={{ lastModified: '2026-11-20' }}
        record={record}
        amounts={toGlobalValues(amounts)}
        history={history}
        today={new Date(today)}
        full={false}
      />,
    );
  const sideOf = async (label: string) =>
    within(await block())
      .getByText(label)
      .closest('div');

  it('says it beside the sponsor’s amount the history shows at a high, with the last day it was as high, and not beside the referee’s', async () => {
    await renderWith({ PRIME_FILLEUL_FORTUNEO_GOLD: 150, PRIME_PARRAIN_FORTUNEO_GOLD: 80 });
    const mark = (await sideOf('Votre parrain'))?.querySelector('[data-record-high]');
    expect(mark?.textContent).toBe(' au plus haut depuis le 1 février 2026');
    expect(mark?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-02-01');
    // The referee's 150 € never changed: no high.
    expect((await sideOf('Vous, filleul'))?.querySelector('[data-record-high]')).toBeNull();
  });

  it('says nothing while the history is too short, nor beside a figure other than the history’s', async () => {
    await renderWith({ PRIME_FILLEUL_FORTUNEO_GOLD: 150, PRIME_PARRAIN_FORTUNEO_GOLD: 80 }, '2026-03-01T12:00:00Z');
    expect((await block()).querySelector('[data-record-high]')).toBeNull();
    cleanup();
    await renderWith({ PRIME_FILLEUL_FORTUNEO_GOLD: 150, PRIME_PARRAIN_FORTUNEO_GOLD: 90 });
    expect((await block()).querySelector('[data-record-high]')).toBeNull();
  });
});

describe('<ReferralBlock> and a check older than 30 days', () => {
  const old = { ...source, consulted: '2026-10-01' };
  const renderChecked = (full: boolean) =>
    renderBlock(
      <ReferralBlock
        watch={sourcesWatch()}
        provider="FORTUNEO_GOLD"
        offer={{ lastModified: '2026-10-01', lastChecked: '2026-10-01', sources: [old] }}
        record={{ ...offerRecordOf('FORTUNEO_GOLD')!, checked: '2026-10-01' }}
        today={new Date('2026-11-20T12:00:00Z')}
        full={full}
      />,
    );
  const saidTimes = async () => ((await block()).textContent ?? '').split('à revérifier').length - 1;

  it('says « à revérifier » once in a box that shows its record and its check line, beside the record’s check date', async () => {
    await renderChecked(true);
    expect(await saidTimes()).toBe(1);
    expect((await block()).querySelector('.facts__sources summary .fact__old')?.textContent).toBe('à revérifier');
  });

  it('says it on the check line of a box that does not show its record', async () => {
    await renderChecked(false);
    expect(await saidTimes()).toBe(1);
    expect((await block()).querySelector('[data-checked="source"] .fact__old')?.textContent).toBe('à revérifier');
  });
});
