import { allContent } from '@/lib/content';
import { offerPageOf } from '@/lib/offers';
import { latestDate } from '@/lib/content/dates';
import { absoluteUrl } from '@/lib/deployment.mjs';
import { primeHistory } from '@/lib/primes/history';
import { renderChangesFeed } from '@/lib/seo/changes-feed';

// The log changes only with a commit, hence a deploy: built once, like the guides' feed.
export const dynamic = 'force-static';

export function GET() {
  // With no change logged yet, the feed is dated by the content's last change, as the guides' feed is by the articles'.
  const contentUpdated = latestDate(allContent().map((doc) => doc.lastModified));
  return new Response(renderChangesFeed({ history: primeHistory(), absolute: absoluteUrl, pageOf: offerPageOf, contentUpdated }), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
}
