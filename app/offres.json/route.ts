import { servedOffersDataset } from '@/lib/open-data/served';

/**
 * Static, regenerated like the pages (app/layout.tsx says why 600 is a literal; the
 * settings read's own `next.revalidate` can only shorten it), with the amounts of that moment.
 */
export const revalidate = 600;
export const dynamic = 'force-static';

export async function GET() {
  return new Response(`${JSON.stringify(await servedOffersDataset(), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
