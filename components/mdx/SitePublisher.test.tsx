import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CHECK_AGE_LIMIT_DAYS } from '@/lib/offers/wording';
import { CheckAgeLimit } from './CheckAgeLimit';
import { SitePublisher } from './SitePublisher';

// React marks text boundaries with empty comments: the reader sees the text without them.
const html = (ui: React.ReactElement) => renderToString(ui).replaceAll('<!-- -->', '');
const text = (ui: React.ReactElement) => html(ui).replace(/<[^>]+>/g, '');

describe('<SitePublisher>', () => {
  it('says plainly that the name is missing while lib/site.ts has none (the shipped state)', () => {
    expect(html(<SitePublisher />)).toContain('data-publisher="missing"');
    expect(text(<SitePublisher />)).toContain('Le nom de l’éditeur n’est pas encore renseigné.');
    expect(text(<SitePublisher site={{ name: 'Parrainage Malin', publisher: { name: ' ' } }} />)).toContain('pas encore renseigné');
  });

  it('names the publisher the owner filled in, and no longer says anything is missing', () => {
    const filled = <SitePublisher site={{ name: 'Parrainage Malin', publisher: { name: 'Camille Martin' } }} />;
    expect(html(filled)).toContain('data-publisher="filled"');
    expect(text(filled)).toBe('Parrainage Malin est édité par Camille Martin.');
  });
});

describe('<CheckAgeLimit>', () => {
  it('says the age limit the offer boxes apply, with a non-breaking space', () => {
    expect(text(<CheckAgeLimit />)).toBe(`${CHECK_AGE_LIMIT_DAYS}\u00a0jours`);
  });
});
