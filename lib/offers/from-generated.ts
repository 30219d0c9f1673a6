import type {
  Offer as OfferDocument,
  OfferCondition,
  OfferCost,
  OfferDeadline,
  OfferNote,
  OfferPayout,
  OfferPeriod,
  OfferProgramme,
  OfferReward,
} from 'contentlayer/generated';
import {
  ANSWER_POINTS,
  type Answers,
  type Condition,
  type Cost,
  type Deadline,
  type Eligibility,
  type Note,
  type OfferPlace,
  type OfferRecord,
  type Payout,
  type Period,
  type Programme,
  type Reward,
  type Sourced,
} from './record';

/**
 * Contentlayer's document (every form of a fact as optional fields) to the record's
 * types (one form per fact). The content gate has refused any other shape before the
 * site is built, so a failure here means a record skipped the gate: it stops the
 * build loudly rather than showing a fact without its source.
 */
const day = (date: string) => date.slice(0, 10);

function fail(provider: string, where: string): never {
  throw new Error(`Fiche d’offre ${provider}, ${where}\u00a0: forme non reconnue (lancez npm run check)`);
}

type Facts = { readonly source?: string; readonly certainty?: Sourced['certainty'] };
const sourced = (fact: Facts, provider: string, where: string): Sourced =>
  fact.source !== undefined && fact.certainty !== undefined ? { source: fact.source, certainty: fact.certainty } : fail(provider, where);

const note = (fact: Pick<OfferNote, 'text'> & Facts, provider: string, where: string): Note => ({
  text: fact.text,
  ...sourced(fact, provider, where),
});

const cost = (fact: OfferCost, provider: string, index: number): Cost => ({
  ...note(fact, provider, `costs[${index + 1}]`),
  ...(fact.kind !== undefined ? { kind: fact.kind } : {}),
});

function reward(fact: OfferReward, provider: string, where: string): Reward {
  if (fact.unpublished) return { unpublished: true };
  if (fact.status === undefined) return fail(provider, where);
  const published = fact.published;
  return {
    status: fact.status,
    ...(fact.form ? { form: fact.form } : {}),
    ...(fact.text ? { text: fact.text } : {}),
    ...(published
      ? { published: { value: published.value, asOf: day(published.asOf), ...sourced(published, provider, `${where}.published`) } }
      : {}),
    ...sourced(fact, provider, where),
  };
}

function programme(fact: OfferProgramme, provider: string): Programme {
  const text = fact.text ? { text: fact.text } : {};
  if (fact.status === 'open') return { status: 'open', ...text, ...sourced(fact, provider, 'programme') };
  if (fact.status === 'ended') {
    return fact.end !== undefined
      ? { status: 'ended', end: fact.end, ...text, ...sourced(fact, provider, 'programme') }
      : fail(provider, 'programme');
  }
  if (fact.searched === undefined || fact.on === undefined) return fail(provider, 'programme');
  const found = fact.source !== undefined ? sourced(fact, provider, 'programme') : {};
  return { status: 'not-found', searched: fact.searched, on: day(fact.on), ...found };
}

function answers(doc: OfferDocument): Answers {
  return Object.fromEntries(
    ANSWER_POINTS.flatMap((point) => {
      const fact = doc.answers?.[point];
      if (!fact) return [];
      return [
        [
          point,
          {
            exists: fact.exists,
            ...(fact.amount !== undefined ? { amount: fact.amount } : {}),
            ...(fact.text ? { text: fact.text } : {}),
            ...sourced(fact, doc.provider, `answers.${point}`),
          },
        ],
      ];
    }),
  );
}

function deadline(fact: OfferDeadline, provider: string): Deadline {
  if (fact.unpublished) return { unpublished: true };
  if (fact.days !== undefined && fact.from !== undefined) return { days: fact.days, from: fact.from };
  return fact.text !== undefined ? { text: fact.text } : fail(provider, 'deadline');
}

const condition = (fact: OfferCondition, provider: string, index: number): Condition => ({
  kind: fact.kind,
  text: fact.text,
  ...(fact.amount !== undefined ? { amount: fact.amount } : {}),
  ...(fact.count !== undefined ? { count: fact.count } : {}),
  deadline: deadline(fact.deadline, provider),
  ...(fact.main ? { main: true as const } : {}),
  ...sourced(fact, provider, `conditions[${index + 1}]`),
});

function payout(fact: OfferPayout, provider: string): Payout {
  if (fact.unpublished) return { unpublished: true };
  if (fact.text === undefined) return fail(provider, 'payout');
  return { text: fact.text, ...(fact.days !== undefined ? { days: fact.days } : {}), ...sourced(fact, provider, 'payout') };
}

function period(fact: OfferPeriod, provider: string): Period {
  if (fact.unpublished) return { unpublished: true };
  if (fact.noEnd) return { noEnd: true, ...sourced(fact, provider, 'period') };
  return {
    ...(fact.start ? { start: day(fact.start) } : {}),
    ...(fact.end ? { end: fact.end } : {}),
    ...(fact.text ? { text: fact.text } : {}),
    ...sourced(fact, provider, 'period'),
  };
}

function place(doc: OfferDocument): OfferPlace {
  if (doc.page !== undefined) return { page: doc.page };
  return doc.withoutPage !== undefined ? { withoutPage: doc.withoutPage } : fail(doc.provider, 'page');
}

function eligibility(doc: OfferDocument): Eligibility {
  const { newCustomer, minAge, residence } = doc.eligibility;
  const p = doc.provider;
  return {
    ...(newCustomer
      ? {
          newCustomer: {
            rule: newCustomer.rule,
            ...(newCustomer.months !== undefined ? { months: newCustomer.months } : {}),
            ...(newCustomer.text ? { text: newCustomer.text } : {}),
            ...sourced(newCustomer, p, 'newCustomer'),
          },
        }
      : {}),
    ...(minAge ? { minAge: { years: minAge.years, ...sourced(minAge, p, 'minAge') } } : {}),
    ...(residence ? { residence: note(residence, p, 'residence') } : {}),
  };
}

export function toOfferRecord(doc: OfferDocument): OfferRecord {
  const p = doc.provider;
  return {
    ...place(doc),
    provider: p,
    programme: programme(doc.programme, p),
    answers: answers(doc),
    ...(doc.checked ? { checked: day(doc.checked) } : {}),
    sources: doc.sources.map((source) => ({
      id: source.id,
      title: source.title,
      url: source.url,
      consulted: day(source.consulted),
      kind: source.kind,
    })),
    ...(doc.codeWhere ? { codeWhere: note(doc.codeWhere, p, 'codeWhere') } : {}),
    rewards: { referee: reward(doc.rewards.referee, p, 'referee'), sponsor: reward(doc.rewards.sponsor, p, 'sponsor') },
    eligibility: eligibility(doc),
    conditions: doc.conditions.map((fact, index) => condition(fact, p, index)),
    payout: payout(doc.payout, p),
    period: period(doc.period, p),
    costs: doc.costs.map((fact, index) => cost(fact, p, index)),
    catches: doc.catches.map((fact, index) => note(fact, p, `catches[${index + 1}]`)),
  };
}
