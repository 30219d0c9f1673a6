import { NBSP } from '@/lib/french';
import { PLAN_PATH } from '@/lib/plan-paths.mjs';
import type { PlanCompanyQuestion } from '@/lib/offers/plan';
import { DATE_FIELD_SUFFIX, SITUATION_VALUES, type CompanyAnswer } from '@/lib/offers/plan-query';
import { PLAN_RESULT_ID } from './PlanResults';

/** The address's word for each situation, in the order the list offers them. */
const SITUATION_CHOICES: readonly (readonly [keyof typeof SITUATION_VALUES, string])[] = [
  ['jamais', 'Jamais client'],
  ['client', 'Client aujourd’hui'],
  ['ancien', 'Ancien client'],
];
const wordOf = (answer: CompanyAnswer | undefined) =>
  SITUATION_CHOICES.find(([word]) => SITUATION_VALUES[word] === (answer?.situation ?? 'never'))?.[0] ?? 'jamais';

/**
 * The plan's questions as a GET form: it works without JavaScript, and what it sends is the
 * plan's address, so the answer can be bookmarked, shared and reopened with « retour ». One
 * list and one date per company. `autoComplete="off"`: after « retour », the browser must not
 * put back choices the visitor made on the page before leaving it, which the plan shown does not
 * answer; the fields then always say what the address says.
 */
export function PlanForm({
  questions,
  answers,
}: {
  questions: readonly PlanCompanyQuestion[];
  answers: ReadonlyMap<string, CompanyAnswer>;
}) {
  return (
    // The answer opens at its heading: on a phone, the form above it would otherwise fill the screen.
    <form className="plan-form" method="get" action={`${PLAN_PATH}#${PLAN_RESULT_ID}`} aria-labelledby="plan-form-title" autoComplete="off">
      <h2 id="plan-form-title">Vos comptes</h2>
      <p className="plan-form__hint">
        Pour chaque société, dites si vous en êtes client. Rien n’est enregistré ni envoyé ailleurs{NBSP}: vos réponses restent dans
        l’adresse de la page, que vous pouvez garder ou partager.
      </p>
      <div className="plan-form__grid">
        {questions.map(({ company, dateLabel }) => {
          const answer = answers.get(company.slug);
          const situationId = `plan-${company.slug}`;
          const dateId = `plan-${company.slug}${DATE_FIELD_SUFFIX}`;
          return (
            <fieldset key={company.slug} className="plan-form__company">
              <legend>{company.name}</legend>
              <label htmlFor={situationId}>Situation</label>
              <select id={situationId} name={company.slug} defaultValue={wordOf(answer)}>
                {SITUATION_CHOICES.map(([word, label]) => (
                  <option key={word} value={word}>
                    {label}
                  </option>
                ))}
              </select>
              <label htmlFor={dateId}>{dateLabel}</label>
              <input id={dateId} name={`${company.slug}${DATE_FIELD_SUFFIX}`} type="date" defaultValue={answer?.date ?? ''} />
            </fieldset>
          );
        })}
      </div>
      <button type="submit" className="plan-form__submit">
        Voir mon plan
      </button>
    </form>
  );
}
