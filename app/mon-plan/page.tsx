import type { Metadata } from 'next';
import './plan.css';
import { NetValueMethod } from '@/components/mdx/NetValueMethod';
import { Breadcrumbs } from '@/components/page/Breadcrumbs';
import { PlanForm } from '@/components/plan/PlanForm';
import { PlanProblems } from '@/components/plan/PlanProblems';
import { PlanResults } from '@/components/plan/PlanResults';
import { buildPlan, planQuestions } from '@/lib/offers/plan';
import { parsePlanQuery, planSearch, queryEntries, todayInFrance } from '@/lib/offers/plan-query';
import { PLAN_PATH } from '@/lib/plan-paths.mjs';
import { getServerSettings } from '@/lib/primes/server';
import { sourcesWatch } from '@/lib/sources-watch';

/** The one page rendered on each request: its answer is its address (the rest of the site stays static). */
export const dynamic = 'force-dynamic';

const TITLE = 'Mon plan de primes';
const DESCRIPTION =
  'Dites de quelles banques et applications vous êtes ou avez été client : le site indique les primes de parrainage que vous pouvez encore toucher, à partir de quand, dans quel ordre et pour quelle valeur nette.';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const asked = Object.keys(await searchParams).length > 0;
  return {
    title: TITLE,
    description: DESCRIPTION,
    alternates: { canonical: PLAN_PATH },
    // A plan is one visitor's answers: only the empty form is worth indexing.
    ...(asked ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function PlanPage({ searchParams }: Props) {
  const today = todayInFrance(new Date());
  const query = parsePlanQuery(queryEntries(await searchParams), today);
  const { values } = await getServerSettings();
  const plan = query.asked ? buildPlan(query.answers, values, { today, watch: sourcesWatch() }) : undefined;
  return (
    <div className="doc-layout">
      <div className="doc-layout__main">
        <Breadcrumbs
          trail={[
            { name: 'Accueil', url: '/' },
            { name: TITLE, url: PLAN_PATH },
          ]}
        />
        <article className="doc plan">
          <header className="doc-header">
            <h1>{TITLE}</h1>
            <p className="lead">
              Quelles primes pouvez-vous encore toucher, à partir de quand, dans quel ordre, et que valent-elles une fois les frais déduits
              {'\u00a0'}? Répondez pour les sociétés que vous connaissez{'\u00a0'}; les autres comptent comme jamais client.
            </p>
          </header>
          <PlanProblems problems={query.problems} />
          {plan ? <PlanResults plan={plan} today={today} search={planSearch(query.answers)} /> : null}
          <PlanForm questions={planQuestions()} answers={query.answers} />
        </article>
      </div>
      {/* Beside the plan on a wide screen, after it on a phone: how each figure is obtained. */}
      <aside className="doc-layout__side plan-method" aria-labelledby="plan-method-title">
        <h2 id="plan-method-title">Comment lire ce plan</h2>
        <p>
          Chaque réponse s’appuie sur la règle «{'\u00a0'}nouveau client{'\u00a0'}» des conditions de l’offre, dont le numéro renvoie à la
          source dans l’encadré de l’offre. Une offre sans règle publiée est «{'\u00a0'}à vérifier{'\u00a0'}» dès que vous avez été client.
        </p>
        <NetValueMethod />
      </aside>
    </div>
  );
}
