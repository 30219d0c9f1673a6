import { allContent } from '@/lib/content';
import { latestDate } from '@/lib/content/dates';
import { absoluteUrl } from '@/lib/deployment.mjs';
import { allOfferRecords } from '@/lib/offers';
import { primeHistory } from '@/lib/primes/history';
import { getServerSettings } from '@/lib/primes/server';
import { offerFeedFile, renderOfferFeed } from '@/lib/seo/offer-feed';
import { sourcesWatch } from '@/lib/sources-watch';

// The amounts' log and the sources' watch change only with a commit; the feed also says today's amounts, so it is
// regenerated like the pages (app/layout.tsx says why 600 is a literal).
export const revalidate = 600;
export const dynamic = 'force-static';
export const dynamicParams = false;

/** One feed per offer that has a page (its box links it): /flux/n26.xml… */
const withPage = () => allOfferRecords().flatMap((record) => (record.page === undefined ? [] : [{ ...record, page: record.page }]));

export function generateStaticParams(): { fichier: string }[] {
  return withPage().map((record) => ({ fichier: offerFeedFile(record.provider) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ fichier: string }> }) {
  const { fichier } = await params;
  const record = withPage().find((candidate) => offerFeedFile(candidate.provider) === fichier);
  if (!record) return new Response('Flux introuvable', { status: 404 });
  const contentUpdated = latestDate(allContent().map((doc) => doc.lastModified));
  const { values } = await getServerSettings();
  return new Response(
    renderOfferFeed({ record, history: primeHistory(), watch: sourcesWatch(), absolute: absoluteUrl, contentUpdated, values }),
    {
      headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
    },
  );
}
