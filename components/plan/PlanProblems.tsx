/** What the address held that the plan could not read: said first, above the form it refers to. */
export function PlanProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="callout callout--attention plan-problems" role="alert">
      <p className="callout__title">Une partie de l’adresse n’a pas pu être lue</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>Le plan ci-dessous tient compte du reste. Corrigez vos réponses dans le formulaire si besoin.</p>
    </div>
  );
}
