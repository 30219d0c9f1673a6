import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CHECK_AGE_LIMIT_DAYS } from '@/lib/offers/wording';
import { CheckAgeLimit } from './CheckAgeLimit';
import { SitePublisher } from './SitePublisher';

// React marks text boundaries with empty comments: the reader sees the text without them.
const html = (ui: React.ReactElement) => renderToString(ui).replaceAll('<!-- -->', '');
const text = (ui: React.ReactElement) => html(ui).replace(/<[^>]+>/g, '');

describe('<SitePublisher>', () => {
  it('prints nothing, no placeholder, in a build without the publisher (local and preview: the banner says it is a demonstration)', () => {
    expect(html(<SitePublisher />)).toBe('');
    expect(html(<SitePublisher site={{ name: 'Parrainage Malin', publisher: { name: ' ' } }} />)).toBe('');
  });

  it('names the publisher the owner gave', () => {
    const filled = <SitePublisher site={{ name: 'Parrainage Malin', publisher: { name: 'Camille Martin' } }} />;
    expect(html(filled)).toContain('data-publisher="named"');
    expect(text(filled)).toBe('Parrainage Malin est édité par Camille Martin.');
  });
});

describe('<CheckAgeLimit>', () => {
  it('says the age limit the offer boxes apply, with a non-breaking space', () => {
    expect(text(<CheckAgeLimit />)).toBe(`${CHECK_AGE_LIMIT_DAYS}\u00a0jours`);
  });
});
