import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_ORIGIN } from '../playwright.config';
import { OFFER_FEED_PAGES } from './offer-feeds';

/*
 * Each offer's own Atom feed: announced in its page's head, linked from its box, served as
 * Atom that a browser's XML parser reads, and listing only that offer's events. Then, on
 * the fixture site whose watch saw Joko's help page change after its record's check: the
 * box says so, /offres.json too, and Joko's feed lists the change.
 */
type ParsedFeed = {
  readonly root: string;
  readonly namespace: string | null;
  readonly self: string | null;
  readonly alternate: string | null;
  readonly entries: readonly { id: string; title: string }[];
};

async function parseFeed(page: Page, xml: string): Promise<ParsedFeed> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const root = doc.documentElement;
    const link = (rel: string) =>
      [...root.children].find((node) => node.localName === 'link' && node.getAttribute('rel') === rel)?.getAttribute('href') ?? null;
    return {
      root: doc.querySelector('parsererror') ? 'parsererror' : root.localName,
      namespace: root.namespaceURI,
      self: link('self'),
      alternate: link('alternate'),
      entries: [...root.getElementsByTagName('entry')].map((entry) => ({
        id: entry.getElementsByTagName('id')[0]?.textContent ?? '',
        title: entry.getElementsByTagName('title')[0]?.textContent ?? '',
      })),
    };
  }, xml);
}

test.describe('every offer page links its own feed', () => {
  test.use({ javaScriptEnabled: false });
  for (const [route, feed] of OFFER_FEED_PAGES) {
    test(`${route} → ${feed}`, async ({ page, request }) => {
      await page.goto(route);
      await expect(page.locator(`head link[rel="alternate"][type="application/atom+xml"][href$="${feed}"]`)).toHaveCount(1);
      await expect(page.locator(`section.referral a[href="${feed}"]`).first()).toBeVisible();
      const response = await request.get(feed);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/atom+xml');
      const parsed = await parseFeed(page, await response.text());
      expect(parsed.root).toBe('feed');
      expect(parsed.namespace).toBe('http://www.w3.org/2005/Atom');
      expect(parsed.self).toMatch(new RegExp(`${feed.replaceAll('.', '\\.')}$`));
      expect(parsed.alternate).toMatch(new RegExp(`${route}$`));
      // Every entry is this offer's: identified under its feed's address.
      for (const entry of parsed.entries) expect(entry.id.startsWith(parsed.self ?? '')).toBe(true);
    });
  }

  test('a feed no offer has answers 404', async ({ request }) => {
    expect((await request.get('/flux/inconnue.xml')).status()).toBe(404);
  });
});

test.describe('the fixture site, whose watch saw Joko’s official page change after its check', () => {
  test.use({ baseURL: FIXTURE_ORIGIN, javaScriptEnabled: false });

  test('the box, /offres.json, npm run check’s rule and the feed all say it', async ({ page, request }) => {
    await page.goto('/cashback/joko');
    const notice = page.locator('section.referral[data-provider="JOKO"] .referral__terms-watch');
    await expect(notice).toContainText(
      'Les conditions publiées ont changé le 24 novembre 2026\u00a0; cette fiche n’a pas encore été revérifiée',
    );
    const data = (await (await request.get('/offres.json')).json()) as {
      offers: { provider: string; termsWatch: { changedOn: string | null } }[];
    };
    expect(data.offers.find((offer) => offer.provider === 'JOKO')?.termsWatch.changedOn).toBe('2026-11-24');
    expect(data.offers.find((offer) => offer.provider === 'REVOLUT')?.termsWatch.changedOn).toBeNull();
    const feed = await parseFeed(page, await (await request.get('/flux/joko.xml')).text());
    expect(feed.entries.map((entry) => entry.title)).toContain(
      'Conditions publiées modifiées\u00a0: Aide Joko (délais inventés pour le site de test)',
    );
  });
});
