import { OFFERS_SCHEMA } from '@/lib/open-data/offers-schema';

/** The schema changes only with a deploy: built once. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(`${JSON.stringify(OFFERS_SCHEMA, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
