import { allContent } from '@/lib/content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET } from '../app/og/[...image]/route';
import { shareImageSegments } from '../lib/seo/share-image';

/**
 * Share images are drawn at build time with the font shipped in assets/fonts. The
 * renderer fetches a font from the network when a glyph is missing from the ones it
 * is given: every page title must be drawable with no request at all.
 */
/** Records every network request; data: addresses (the renderer's own WebAssembly) are local and pass. */
function recordNetwork(): string[] {
  const realFetch = globalThis.fetch;
  const fetches: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('data:')) return realFetch(input, init);
    fetches.push(url);
    return Promise.reject(new Error(`network access during image rendering: ${url}`));
  });
  return fetches;
}

describe('share images', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws every page as a 1200 × 630 PNG without fetching anything', async () => {
    const fetches = recordNetwork();
    for (const doc of allContent()) {
      const response = await GET(new Request('http://127.0.0.1/'), { params: Promise.resolve({ image: shareImageSegments(doc.url) }) });
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-type'), doc.url).toBe('image/png');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], doc.url).toEqual([1200, 630]);
    }
    expect(fetches).toEqual([]);
  }, 120_000);

  it('fetches a missing glyph from the network otherwise, which the test above would catch', async () => {
    const fetches = recordNetwork();
    const { ImageResponse } = await import('next/og');
    const { createElement } = await import('react');
    const response = new ImageResponse(createElement('div', { style: { display: 'flex' } }, '日本語'), { width: 100, height: 50 });
    await response.arrayBuffer().catch(() => undefined);
    expect(fetches.length).toBeGreaterThan(0);
  }, 60_000);
});
