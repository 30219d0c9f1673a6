import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckedLine } from './CheckedLine';

const source = {
  title: 'Conditions de l’offre',
  url: 'https://www.fortuneo.fr/conditions',
  consulted: '2026-10-01',
  kind: 'conditions' as const,
};
// React marks text boundaries with empty comments: the reader sees the text without them.
const line = (today: string) =>
  renderToString(
    <CheckedLine
      facts={{ lastChecked: '2026-10-01', sources: [source], lastModified: '2026-10-01' }}
      providerName="Fortuneo"
      today={new Date(today)}
    />,
  ).replaceAll('<!-- -->', '');

describe('<CheckedLine> ages a check date', () => {
  it('says nothing more within 30 days of the check', () => {
    expect(line('2026-10-31T12:00:00Z')).not.toContain('revérifier');
    expect(line('2026-10-31T12:00:00Z')).not.toContain('plus de 30');
  });

  it('says « à revérifier » after that, once, beside the date, and why', () => {
    const old = line('2026-11-01T12:00:00Z');
    expect(old).toContain('</a>, <strong class="fact__old">à revérifier</strong>\u00a0: la vérification date de plus de 30\u00a0jours</p>');
    expect(old.split('revérifier')).toHaveLength(2);
  });
});
