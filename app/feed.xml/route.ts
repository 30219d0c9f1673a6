import { articlesNewestFirst } from '@/lib/content';
import { absoluteUrl } from '@/lib/deployment.mjs';
import { renderFeed } from '@/lib/seo/feed';

export const dynamic = 'force-static';

export function GET() {
  return new Response(renderFeed(articlesNewestFirst(), absoluteUrl), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
