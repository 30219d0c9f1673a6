import { SiteLink } from '@/components/SiteLink';
import { formatDateFr } from '@/lib/format-date';
import { NBSP } from '@/lib/french';
import { PLAN_ORDER, type Plan, type PlanLine } from '@/lib/offers/plan';
import { PLAN_REMINDER_DAYS } from '@/lib/offers/plan-calendar';
import { PLAN_CALENDAR_PATH } from '@/lib/plan-paths.mjs';
import { formatEuros } from '@/lib/primes/format';

export const PLAN_RESULT_ID = 'mon-plan-resultat';

const STATUS_CLASS: Readonly<Record<PlanLine['answer']['status'], string>> = {
  possible: 'plan-status--possible',
  'possible-from': 'plan-status--later',
  'to-check': 'plan-status--check',
  'not-for-you': 'plan-status--no',
  closed: 'plan-status--no',
};

/** « 2 offres », « 1 offre ». */
const offers = (count: number) => `${count}${NBSP}offre${count > 1 ? 's' : ''}`;

/** A never-client's « possible » explains nothing the status does not say: the rule alone is shown. */
const explains = (line: PlanLine) => line.held || line.answer.status !== 'possible';

function Line({ line }: { line: PlanLine }) {
  const { answer, rule } = line;
  const referee = line.offer.referee;
  return (
    <li className="plan-line" data-provider={line.provider} data-status={answer.status}>
      <p className="plan-line__head">
        {line.href ? <SiteLink href={line.href}>{line.label}</SiteLink> : <span>{line.label}</span>}{' '}
        <span className={`plan-status ${STATUS_CLASS[answer.status]}`}>{answer.words}</span>
      </p>
      <p className="plan-line__why">
        {explains(line) ? `${answer.why} ` : null}
        {line.offer.condition ? (
          <>
            Condition principale{NBSP}: {line.offer.condition.text}
            {line.offer.condition.mark ? ` (${line.offer.condition.mark})` : ''}, {line.offer.condition.deadline}.{' '}
          </>
        ) : null}
        {rule ? (
          <>
            Nouveau client{NBSP}: {rule.text}
            {rule.sourceNumber !== undefined ? (
              <>
                {' '}
                {rule.sourceHref ? (
                  <SiteLink className="fact__source" href={rule.sourceHref}>
                    [{rule.sourceNumber}]
                  </SiteLink>
                ) : (
                  <span className="fact__source">[{rule.sourceNumber}]</span>
                )}
              </>
            ) : null}
            .
          </>
        ) : null}
      </p>
      {line.alternatives.length > 0 ? (
        <p className="plan-line__alternative">
          Une seule prime par compte{NBSP}: au choix avec {line.alternatives.join(' ou ')}.
        </p>
      ) : null}
      <dl className="plan-line__facts">
        <div>
          <dt>Votre prime</dt>
          <dd>{referee.words}</dd>
        </div>
        {line.netValue.kind === 'none' ? null : (
          <div>
            <dt>Valeur nette</dt>
            <dd>
              <span data-net-value>{line.netWords}</span>
              {line.netValue.capitalAtRisk ? <span className="plan-line__risk"> (capital à risque)</span> : null}
            </dd>
          </div>
        )}
        {line.unregulated ? (
          <div>
            <dt>Régulation</dt>
            <dd className="plan-line__risk">aucune licence de services financiers</dd>
          </div>
        ) : null}
        {line.end ? (
          <div>
            <dt>Fin de l’offre</dt>
            <dd>
              <time dateTime={line.end}>{formatDateFr(line.end)}</time>
            </dd>
          </div>
        ) : null}
        {line.tiedUp !== undefined ? (
          <div>
            <dt>Argent à déposer</dt>
            <dd>{formatEuros(line.tiedUp)}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/**
 * The plan's answer, above the form: the total first, then each open offer in the suggested
 * order, what the visitor can do now before what must wait, with the sentence and source each
 * answer rests on.
 */
export function PlanResults({ plan, today, search }: { plan: Plan; today: string; search: string }) {
  const { now, later } = plan;
  return (
    <section className="plan-results" aria-labelledby={PLAN_RESULT_ID}>
      <h2 id={PLAN_RESULT_ID}>Votre plan au {formatDateFr(today)}</h2>
      <div className="plan-summary">
        <p>
          <strong>{offers(now)}</strong> qui vous rapporte{now > 1 ? 'nt' : ''} une prime, possible{now > 1 ? 's' : ''} maintenant
          {later > 0 ? (
            <>
              , <strong>{offers(later)}</strong> plus tard
            </>
          ) : null}
          .
        </p>
        <p>
          Valeur nette totale, une offre par société{NBSP}: <strong data-plan-total>{plan.total.words}</strong>
          {plan.total.counted < now + later ? ' (une prime sans montant connu n’y compte pas)' : ''}.
        </p>
        <p>
          Argent à déposer en même temps pour ces offres{NBSP}: <strong>{formatEuros(plan.tiedUp)}</strong>.
        </p>
        {plan.deadlines.length > 0 ? (
          <p>
            <a href={`${PLAN_CALENDAR_PATH}${search}`} data-plan-calendar download="mon-plan-de-primes.ics">
              Ajouter les {plan.deadlines.length}
              {NBSP}échéances à mon agenda (.ics)
            </a>
            , avec un rappel {PLAN_REMINDER_DAYS}
            {NBSP}jours avant chacune.
          </p>
        ) : null}
        <p className="plan-summary__keep">Gardez l’adresse de cette page{NBSP}: elle rouvre ce plan, sans rien enregistrer.</p>
      </div>
      <p className="plan-order">{PLAN_ORDER}</p>
      <ol className="plan-lines">
        {plan.lines.map((line) => (
          <Line key={line.provider} line={line} />
        ))}
      </ol>
    </section>
  );
}
