import { offerPageOf } from '@/lib/content';
import { absoluteUrl } from '@/lib/deployment.mjs';
import { primeHistory } from '@/lib/primes/history';
import { renderChangesFeed } from '@/lib/seo/changes-feed';

// The log changes only with a commit, hence a deploy: built once, like the guides' feed.
export const dynamic = 'force-static';

export function GET() {
  return new Response(renderChangesFeed({ history: primeHistory(), absolute: absoluteUrl, pageOf: offerPageOf }), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
}
