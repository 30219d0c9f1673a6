import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { GlobalValuesProvider } from '@/components/primes/GlobalValuesProvider';
import { pageHeadings } from '@/lib/content/headings';
import { toGlobalValues } from '@/lib/primes/derive';
import type { PrimeHistory } from '@/lib/primes/history';
import { HISTORY } from '@/tests/fixtures/prime-history';
import { RecentChanges } from './RecentChanges';

vi.mock('@/lib/primes/browser', () => ({ fetchGlobalValuesInBrowser: () => new Promise(() => {}) }));

const HEADING = 'Dernières évolutions des primes';
const section = (history: PrimeHistory | undefined) => (
  <RecentChanges history={history} pageOf={() => undefined}>
    <h2>{HEADING}</h2>
    <p>Chaque jour, le site relève le montant de chaque prime suivie.</p>
  </RecentChanges>
);

async function renderWith(ui: ReactNode) {
  let container: HTMLElement | undefined;
  await act(async () => {
    container = render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <GlobalValuesProvider snapshot={toGlobalValues({})}>{ui}</GlobalValuesProvider>
      </SWRConfig>,
    ).container;
  });
  if (!container) throw new Error('not rendered');
  return container;
}

describe('<RecentChanges> never puts a heading over nothing', () => {
  it('before the first daily snapshot, leaves its whole section out, heading and introduction included', async () => {
    const page = await renderWith(section(undefined));
    expect(page.querySelector('h2')).toBeNull();
    expect(page.textContent).toBe('');
  });

  it('once the history has begun with no change, says under its heading that no amount has changed since that day', async () => {
    const quiet: PrimeHistory = { ...HISTORY, changes: [] };
    const page = await renderWith(section(quiet));
    expect(page.querySelector('h2')?.textContent).toBe(HEADING);
    expect(page.querySelector('[data-recent-changes]')?.textContent).toContain(
      'Aucun montant n’a changé depuis le 1 novembre 2026, début du relevé quotidien.',
    );
    expect(page.querySelectorAll('[data-recent-changes] li')).toHaveLength(0);
  });

  it('with changes, lists them under its heading', async () => {
    const page = await renderWith(section(HISTORY));
    expect(page.querySelector('h2')?.textContent).toBe(HEADING);
    expect(page.querySelectorAll('[data-recent-changes] li')).toHaveLength(3);
    expect(page.textContent).toContain('Montants relevés chaque jour depuis le 1 novembre 2026.');
  });

  it('on /parrainage, holds its heading between its tags, and the page’s plan lists it only when it shows', () => {
    const raw = readFileSync(join(import.meta.dirname, '../../content/parrainage.mdx'), 'utf8');
    const inside = /<RecentChanges>([\s\S]*?)<\/RecentChanges>/.exec(raw)?.[1] ?? '';
    expect(inside).toContain(`## ${HEADING}`);
    expect(raw.replace(inside, '')).not.toContain(HEADING);
    const plan = (shown: boolean) => pageHeadings(raw, () => shown).map((heading) => heading.text);
    expect(plan(false)).not.toContain(HEADING);
    expect(plan(true)).toContain(HEADING);
  });
});
