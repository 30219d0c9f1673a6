import { buildPlan } from '@/lib/offers/plan';
import { planCalendar } from '@/lib/offers/plan-calendar';
import { parsePlanQuery, todayInFrance } from '@/lib/offers/plan-query';
import { getServerSettings } from '@/lib/primes/server';
import { sourcesWatch } from '@/lib/sources-watch';

/** Built from its query on each request, like « Mon plan » itself; nothing is kept (Cache-Control: lib/cache-policy.mjs). */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const today = todayInFrance(new Date());
  const query = parsePlanQuery(new URL(request.url).searchParams, today);
  const { values } = await getServerSettings();
  const plan = buildPlan(query.answers, values, { today, watch: sourcesWatch() });
  // RFC 5545 wants at least one event in a calendar: a plan without a dated deadline has no file (its page shows no link).
  if (plan.deadlines.length === 0)
    return new Response('Ce plan n’a aucune échéance datée\u00a0: il n’y a pas de fichier d’agenda à télécharger.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return new Response(planCalendar(plan.deadlines, new Date()), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="mon-plan-de-primes.ics"',
    },
  });
}
