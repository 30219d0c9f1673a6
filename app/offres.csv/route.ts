import { offersCsv } from '@/lib/open-data/offers-csv';
import { servedOffersDataset } from '@/lib/open-data/served';

/** Regenerated like the pages and /offres.json (app/offres.json/route.ts), from the same dataset. */
export const revalidate = 600;
export const dynamic = 'force-static';

export async function GET() {
  return new Response(offersCsv(await servedOffersDataset()), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      // Shown in the browser when it can, saved under this name otherwise.
      'Content-Disposition': 'inline; filename="offres.csv"',
    },
  });
}
