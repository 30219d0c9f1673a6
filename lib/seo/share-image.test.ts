import { allContent } from '@/lib/content';
import { describe, expect, it } from 'vitest';
import { pageUrlOfShareImage, shareImagePath, shareImageSegments } from './share-image';

describe('share image addresses', () => {
  it('name a PNG after the page', () => {
    expect(shareImagePath('/')).toBe('/og/index.png');
    expect(shareImagePath('/banque/fortuneo')).toBe('/og/banque/fortuneo.png');
  });

  it('lead back to their page, for every page, without two pages sharing one', () => {
    const paths = new Set<string>();
    for (const doc of allContent()) {
      expect(pageUrlOfShareImage(shareImageSegments(doc.url))).toBe(doc.url);
      paths.add(shareImagePath(doc.url));
    }
    expect(paths.size).toBe(allContent().length);
  });

  it('reject what is not a PNG name', () => {
    expect(pageUrlOfShareImage(['banque', 'fortuneo'])).toBeUndefined();
    expect(pageUrlOfShareImage([])).toBeUndefined();
  });
});
