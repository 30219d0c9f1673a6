import { z } from 'zod';
import { AMOUNT_CHECK_STATUSES } from '../offers/amount-check';
import type { CostTime, NetValue } from '../offers/net-value';
import { ORIGIN_KINDS } from '../offers/origin';
import { SIDE_STATUSES } from '../offers/resolve-side';
import {
  ANSWER_POINTS,
  CERTAINTIES,
  CONDITION_KINDS,
  COST_KINDS,
  newCustomerSchema,
  offerRecordSchema,
  PROGRAMME_STATUSES,
  REWARD_FORMS,
  REWARD_STATUSES,
  type CostPeriod,
} from '../offers/schema';
import { SOURCE_KINDS } from '../offers/source-kinds';
import { UNCONFIRMED_MARK } from '../offers/uncertainty';
import { PROVIDERS } from '../primes/providers';
import { FAMILIES } from '../primes/families';

/**
 * /offres.json, declared once: its TypeScript types (offers-dataset.ts builds values of them)
 * and the JSON Schema served at /offres.schema.json (`OFFERS_SCHEMA`, zod's own output) come
 * from here. Its lists of values are the records' own, so a new provider or condition kind is
 * in the schema the day it exists. Every object is closed and every property present (null
 * when there is nothing to say), so a spreadsheet or a script never guesses whether a field is
 * missing or empty; a test holds the builder's output against the served schema.
 */

const date = z.iso.date();
/** An absolute address (a relative one would not open from a downloaded file). */
const url = z.url({ protocol: /^https?$/ }).regex(/^https?:\/\//);
const text = z.string().min(1);
const euros = z.number().min(0).describe('En euros.');
const count = z.number().int().min(0);

/** Every fact names its source and certainty; a fact the terms do not give has neither. */
const sourced = {
  source: z.string().nullable().describe('L’`id` d’une des `sources` de l’offre ; null pour un fait non publié.'),
  certainty: z
    .enum(CERTAINTIES)
    .nullable()
    .describe(`\`sure\`, ou \`unsure\` : un fait ${UNCONFIRMED_MARK}, que les pages présentent comme tel.`),
};

/** A fact the record gives, or a part computed from one: its source is always there. */
const factSource = {
  source: z.string().describe('L’`id` d’une des `sources` de l’offre, qui donne ce fait.'),
  certainty: sourced.certainty
    .unwrap()
    .describe(`\`sure\`, ou \`unsure\` : un fait ${UNCONFIRMED_MARK}, que les pages présentent comme tel.`),
};

const note = <T extends z.ZodRawShape>(description: string, extra: T) =>
  z.strictObject({ ...extra, text, ...sourced }).describe(description);

type PresentOrNull<S extends z.ZodRawShape> = { [K in keyof S]: S[K] extends z.ZodOptional<infer T> ? z.ZodNullable<T> : S[K] };
/**
 * A record's fact as the open data gives it: each optional field present, null when the record
 * has none, so a field added to the record's schema reaches the data and its schema by itself.
 */
function presentOrNull<S extends z.ZodRawShape>(shape: S): PresentOrNull<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      if (!(field instanceof z.ZodOptional)) return [key, field];
      // A description written on the optional wrapper (`.optional().describe(…)`) would be lost with it.
      const inner = z.nullable(field.unwrap());
      return [key, field.description === undefined ? inner : inner.describe(field.description)];
    }),
  ) as PresentOrNull<S>;
}

/** A record's fact without the given keys: its source is said in the open data's own way (`sourced` or `factSource`). */
function factFields<S extends z.ZodRawShape, K extends keyof S & string>(shape: S, without: readonly K[]): Omit<S, K> {
  return Object.fromEntries(Object.entries(shape).filter(([key]) => !(without as readonly string[]).includes(key))) as Omit<S, K>;
}
const keysOf = <S extends z.ZodRawShape>(shape: S) => Object.keys(shape) as readonly (keyof S & string)[];

const SOURCE_KEYS = ['source', 'certainty'] as const;
const recordFacts = offerRecordSchema.shape;
/** The record's « new customer » fact but its text (the page's wording here) and its source (nullable here). */
const newCustomerFacts = factFields(newCustomerSchema.shape, ['text', ...SOURCE_KEYS]);
const sponsorCapFacts = factFields(recordFacts.sponsorCap.unwrap().shape, SOURCE_KEYS);
const holdingFacts = factFields(recordFacts.holding.unwrap().shape, SOURCE_KEYS);
const keepOpenFacts = factFields(recordFacts.keepOpen.unwrap().shape, SOURCE_KEYS);
/**
 * A cost's text is required, its kind says here what the net value does with it, and its
 * `choice` is a plain yes or no: an option the record does not mark is imposed.
 */
const costFacts = factFields(recordFacts.costs.unwrap().element.shape, ['text', 'kind', 'choice', ...SOURCE_KEYS]);
/**
 * The keys of the record's facts that the open data carries as they are, null where the record
 * has none: a field added to one of these facts in the record reaches the data by itself.
 */
export const NEW_CUSTOMER_KEYS = keysOf(newCustomerFacts);
export const SPONSOR_CAP_KEYS = keysOf(sponsorCapFacts);
export const HOLDING_KEYS = keysOf(holdingFacts);
export const KEEP_OPEN_KEYS = keysOf(keepOpenFacts);
export const COST_KEYS = keysOf(costFacts);

const published = z
  .strictObject({ value: euros, asOf: date, ...sourced })
  .nullable()
  .describe('Le montant que publient les conditions du fournisseur, lu le jour `asOf` ; null quand aucune source de l’offre n’en publie.');

const amountChecked = {
  status: z
    .enum(AMOUNT_CHECK_STATUSES)
    .describe(
      '`confirmed` : la page officielle donne le montant affiché ; `absent` : elle ne donne aucun montant près des mots du parrainage ; `different` : elle en donne un autre (`pageAmount`).',
    ),
  on: date.describe('Le jour où la veille a lu la page.'),
  url: url.describe('La page officielle lue, une des `sources` de l’offre.'),
  pageAmount: euros.nullable().describe('Avec `different` : le montant que donne la page ; null sinon.'),
};

const amountCheck = z
  .strictObject({
    ...amountChecked,
    sides: z
      .array(
        z
          .strictObject({
            side: z.enum(['referee', 'sponsor']).describe('`referee` : le filleul ; `sponsor` : le parrain.'),
            key: text.describe('La clé du montant dans le document des montants.'),
            amount: euros.describe('Le montant affiché, cherché sur la page.'),
            ...amountChecked,
          })
          .describe('Un montant affiché, cherché sur les pages officielles de l’offre.'),
      )
      .readonly(),
  })
  .nullable()
  .describe(
    'Ce que la veille quotidienne a trouvé des montants affichés sur les pages officielles de l’offre : le côté le moins assuré décide (`different`, puis `absent`, puis `confirmed`), avec son jour, sa page et le montant de la page ; null quand ces montants n’y ont jamais été cherchés.',
  );

const origin = z
  .strictObject({
    kind: z
      .enum(ORIGIN_KINDS)
      .describe(
        '`confirmed` : chaque montant affiché trouvé sur une page officielle par la veille ; `published` : chaque montant affiché est celui que publient les conditions ; `absent` : montants de notre relevé, que la page officielle lue ne donne pas ; `survey` : montants de notre relevé, pas encore cherchés sur une page officielle ; `different` : une page officielle donne un autre montant ; `none` : aucun montant affiché.',
      ),
    sentence: z.string().describe('La ligne d’origine telle que l’encadré de l’offre la dit ; vide avec `none`.'),
  })
  .describe('D’où viennent les montants affichés de l’offre, dit une fois pour l’offre (jamais à côté de chaque montant).');

const reward = (side: string) =>
  z
    .strictObject({
      status: z
        .enum([...REWARD_STATUSES, 'unpublished'])
        .describe(
          '`paid` : une prime est versée ; `none` : aucune selon les conditions publiées ; `varies` : selon la campagne ; `unpublished` : les conditions lues ne le disent pas.',
        ),
      shown: z
        .enum(SIDE_STATUSES)
        .describe(
          `Ce que disent les pages : \`sourced\`, un montant que publient les conditions ; \`unconfirmed\`, un montant de notre relevé qu’aucune source publique ne confirme (« ${UNCONFIRMED_MARK} ») ; \`up-to\`, un plafond publié (« jusqu’à … ») ; \`varies\`, un montant variable, sans chiffre ; \`none\`, aucune prime de ce côté ; \`missing\`, un montant que notre relevé ne donne pas ; \`closed\`, un programme terminé ou non publié, sans montant.`,
        ),
      words: text.describe(
        'Les mots que chaque page affiche à la place du montant, à l’identique (« 80 € », « aucune prime », « programme terminé »…).',
      ),
      amount: euros
        .nullable()
        .describe(
          'Le montant affiché par les pages, en euros, lu dans le document des montants à la régénération ; null quand elles n’affichent pas de chiffre (`shown` vaut `varies`, `none`, `missing` ou `closed`).',
        ),
      ceiling: z
        .boolean()
        .describe('true : `amount` est le plus que l’offre verse, selon la campagne (`shown` vaut `up-to`) ; la page dit « jusqu’à … ».'),
      published,
      form: z.enum(REWARD_FORMS).nullable().describe('`cash` : de l’argent versé sur un compte ; `credit` : un solde sur le service.'),
      text: text.nullable(),
      ...sourced,
    })
    .describe(`La prime ${side}.`);

const deadline = z
  .strictObject({
    published: z.boolean(),
    days: count.nullable(),
    from: text.nullable().describe('Ce à partir de quoi les `days` se comptent.'),
    text: text.describe('Le délai tel que la page le dit.'),
  })
  .describe('Le délai pour remplir la condition.');

const condition = z
  .strictObject({
    kind: z.enum(CONDITION_KINDS),
    text,
    amount: euros.nullable().describe('Un dépôt, un revenu ou un paiement minimal, en euros ; jamais une prime.'),
    count: count.nullable(),
    deadline,
    main: z.boolean().describe('La condition que le comparatif affiche à côté des montants.'),
    ...sourced,
  })
  .describe('Une condition à remplir.');

/** « `value` : what it means ; … », each value of an enum said once. */
const describedValues = (words: Readonly<Record<string, string>>) =>
  Object.entries(words)
    .map(([value, said]) => `\`${value}\` : ${said}`)
    .join(' ; ');
/** An enum and the words that describe its values, written once so that a new value must be described. */
const described = <K extends string>(words: Readonly<Record<K, string>>) =>
  z.enum(Object.keys(words) as [K, ...K[]]).describe(`${describedValues(words)}.`);

const COST_KIND_WORDS = {
  'card-fee': 'le prix de la carte elle-même',
  'inactivity-fee':
    'des frais des mois sans usage de la carte ou du compte, que l’on évite en l’utilisant : la valeur nette ne les déduit pas',
  other: 'd’autres frais',
} as const satisfies Record<(typeof COST_KINDS)[number], string>;

type KnownNetValue = Extract<NetValue, { kind: 'exact' | 'range' }>;
type NetValueUnknownOf<K> = Extract<Extract<NetValue, { kind: 'range' }>['unknown'][number], { kind: K }>;

/** What a part takes away: a negative amount (or zero once rounded to the cent). */
const takenAway = z.number().max(0);

const NET_VALUE_PART_KINDS = {
  bonus: 'la prime du filleul, en plus',
  cost: 'des frais du compte, en moins',
  interest: 'les intérêts que la somme à laisser sur le compte aurait rapportés sur un Livret A, en moins',
} as const satisfies Record<KnownNetValue['parts'][number]['kind'], string>;
const COST_PERIOD_WORDS = { month: 'par mois', year: 'par an', once: 'une fois' } as const satisfies Record<CostPeriod, string>;
const COST_TIME_FROM = {
  'keep-open': 'le temps pendant lequel le compte doit rester ouvert pour garder la prime (`keepOpen`)',
  holding: 'le temps pendant lequel la somme doit rester sur le compte (`holding`)',
  conditions: 'le plus long délai des conditions augmenté du délai de versement, chaque mois commencé compté en entier',
} as const satisfies Record<CostTime['from'], string>;

const netValuePart = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('bonus'),
      euros: euros.describe('La prime du filleul que les pages affichent, en euros.'),
      ceiling: z
        .boolean()
        .describe('true : la prime est un plafond (« jusqu’à … ») ; ce qui est versé peut être moins, la valeur est alors « au plus ».'),
    }),
    z.strictObject({
      kind: z.literal('cost'),
      euros: takenAway.describe(
        'Ce que ces frais retirent, en euros : `amount` une fois, ou chacun des `months` mois, ou au prorata des mois pour des frais annuels.',
      ),
      text,
      amount: z.number().positive().describe('Le montant des frais, en euros, pour `per`.'),
      per: described(COST_PERIOD_WORDS),
      months: count
        .nullable()
        .describe('Pour des frais par mois ou par an : le nombre de mois comptés (`costTime.months`) ; null pour des frais uniques.'),
      ...factSource,
    }),
    z.strictObject({
      kind: z.literal('interest'),
      euros: takenAway.describe('Les intérêts perdus, en euros : `amount` × `percent` / 100 × `months` / 12, arrondis au centime.'),
      amount: z.number().positive().describe('La somme qui doit rester sur le compte, en euros (`holding`).'),
      months: count.describe('Pendant combien de mois.'),
      percent: z.number().min(0).describe('Le taux du Livret A utilisé, en pour cent par an (`netValueMethod.livretA`).'),
      rateSince: date.describe('Le jour où ce taux est entré en vigueur.'),
      ...factSource,
    }),
  ])
  .describe(
    `Un terme de la formule, signé : ${Object.entries(NET_VALUE_PART_KINDS)
      .map(([kind, said]) => `\`${kind}\`, ${said}`)
      .join(' ; ')}. Les \`euros\` des parties s’additionnent exactement à \`value\` (ou à \`max\`).`,
  );

const netValueUnknown = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('bonus'),
      missing: z.literal('amount').describe('La prime est un plafond : ce qui sera versé n’est pas connu.'),
    }),
    z.strictObject({
      kind: z.literal('cost'),
      text,
      missing: described({
        amount: 'les conditions ne donnent pas le montant de ces frais',
        period: 'des frais par mois ou par an dont on ne sait pas combien de temps ils courent',
      } satisfies Record<NetValueUnknownOf<'cost'>['missing'], string>),
      ...factSource,
    }),
    z.strictObject({
      kind: z.literal('interest'),
      missing: described({
        amount: 'la somme à laisser sur le compte n’est pas chiffrée',
        months: 'le temps pendant lequel elle doit y rester n’est pas donné',
      } satisfies Record<NetValueUnknownOf<'interest'>['missing'], string>),
      ...factSource,
    }),
  ])
  .describe('Un terme que les conditions ne donnent pas, et ce qui en manque : il ne peut que retirer, d’où une valeur « au plus ».');

const netValueFields = {
  words: text.describe(
    'La valeur nette telle que les pages la disent, à l’identique (« 71 € », « au plus 71 € », « non calculable sans montant de prime »).',
  ),
  costTime: z
    .strictObject({
      months: count.describe('Le nombre de mois sur lesquels les frais mensuels et annuels sont comptés.'),
      from: described(COST_TIME_FROM),
    })
    .nullable()
    .describe(
      'Combien de temps les frais courent : le plus long des trois temps que donne `from` ; null quand ni les conditions ni la fiche ne donnent de durée.',
    ),
  capitalAtRisk: z
    .boolean()
    .describe('true : s’inscrire revient à investir de l’argent qui peut être perdu ; dit à côté de la valeur, jamais déduit.'),
};
const noParts = z.array(netValuePart).max(0).readonly();
const noUnknown = z.array(netValueUnknown).max(0).readonly();

const netValue = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('exact').describe('Toutes les parties sont connues : la valeur est `value`.'),
      value: z
        .number()
        .describe('La valeur nette, en euros : la somme des `euros` des parties ; négative quand les frais dépassent la prime.'),
      min: z.null(),
      max: z.null(),
      words: netValueFields.words,
      parts: z.array(netValuePart).min(1).readonly(),
      unknown: noUnknown,
      costTime: netValueFields.costTime,
      capitalAtRisk: netValueFields.capitalAtRisk,
    }),
    z.strictObject({
      kind: z.literal('range').describe('Une partie au moins est inconnue (`unknown`) : la valeur est au plus `max`.'),
      value: z.null(),
      min: z
        .number()
        .nullable()
        .describe(
          'Le moins que l’offre peut valoir, en euros ; null quand une partie inconnue n’a pas de borne (les pages disent « au plus … »).',
        ),
      max: z.number().describe('Le plus que l’offre peut valoir, en euros : la somme des `euros` des parties connues.'),
      words: netValueFields.words,
      parts: z.array(netValuePart).min(1).readonly(),
      unknown: z.array(netValueUnknown).min(1).readonly(),
      costTime: netValueFields.costTime,
      capitalAtRisk: netValueFields.capitalAtRisk,
    }),
    z.strictObject({
      kind: z
        .literal('none')
        .describe(
          'Les pages n’affichent pas de montant de prime pour le filleul (aucune, variable, ou programme fermé) : rien à calculer.',
        ),
      value: z.null(),
      min: z.null(),
      max: z.null(),
      words: netValueFields.words,
      parts: noParts,
      unknown: noUnknown,
      costTime: z.null(),
      capitalAtRisk: netValueFields.capitalAtRisk,
    }),
  ])
  .describe(
    'Ce que vaut vraiment la prime du filleul : la prime, moins les frais du compte pendant le temps où il doit rester ouvert, moins les intérêts que la somme à y laisser aurait rapportés sur un Livret A (la formule : `netValueMethod.formula`). Les frais d’inactivité et les options que l’offre n’impose pas (`costs[].choice`) ne sont pas déduits. Avant impôt : aucun taux d’imposition n’est déduit (`netValueMethod.taxNote`). La même valeur, avec les mêmes mots, que sur chaque page du site.',
  );

const netValueMethod = z
  .strictObject({
    formula: text.describe('La formule, telle que la page de méthode la dit, avec le taux du Livret A en vigueur.'),
    taxNote: text.describe('Pourquoi la valeur est donnée avant impôt.'),
    livretA: z
      .strictObject({
        percent: z.number().min(0).describe('Le taux du Livret A, en pour cent par an.'),
        since: date.describe('Le jour où ce taux est entré en vigueur.'),
        source: z
          .strictObject({
            title: text,
            url,
            published: date.describe('Le jour où la source a été publiée.'),
            consulted: date.describe('Le jour où elle a été lue.'),
          })
          .describe('La source du taux.'),
      })
      .describe('Le taux qui mesure ce que la somme à laisser sur le compte aurait rapporté ailleurs, sans risque ni impôt.'),
  })
  .describe('Comment `netValue` est calculée, dit une fois pour toutes les offres.');

const ANSWER_LABELS = {
  income: 'Une condition de revenus.',
  deposit: 'Un dépôt minimum.',
  fees: 'Des frais de carte ou de compte avant le versement de la prime.',
} as const satisfies Record<(typeof ANSWER_POINTS)[number], string>;
const answer = (point: (typeof ANSWER_POINTS)[number]) =>
  z
    .strictObject({
      exists: z.boolean().describe('false : les conditions disent qu’il n’y en a pas ; true : qu’il y en a.'),
      amount: euros.nullable(),
      text: text.nullable(),
      ...sourced,
    })
    .describe(ANSWER_LABELS[point])
    .nullable();

const offer = z
  .strictObject({
    provider: z.enum(PROVIDERS).describe('La clé du prestataire dans le document des montants.'),
    label: text,
    family: z.enum(FAMILIES).describe('La famille du prestataire, la même que dans le menu du site et l’adresse de ses pages.'),
    capitalAtRisk: z.boolean().describe('S’inscrire revient à investir de l’argent qui peut être perdu.'),
    page: url.nullable().describe('La page du site dont l’encadré présente l’offre ; null avec `withoutPage`.'),
    withoutPage: text.nullable().describe('Pourquoi le site n’a pas de page pour cette offre.'),
    checked: date.nullable().describe('Le jour où une source a été lue pour vérifier ces faits.'),
    programme: z
      .strictObject({
        status: z
          .enum(PROGRAMME_STATUSES)
          .describe(
            '`open` : en cours, décrit par une source ; `ended` : terminé (`end`) ; `not-found` : non publié dans les pages publiques du prestataire (`searched`, `searchedOn`).',
          ),
        end: date.nullable().describe('Pour `ended` : le dernier jour du programme.'),
        searched: text
          .nullable()
          .describe('Pour `not-found` : ce que le prestataire ne publie pas, en une phrase qui commence par son nom.'),
        searchedOn: date.nullable().describe('Pour `not-found` : le jour où cela a été vérifié.'),
        text: text.nullable(),
        reason: text.nullable().describe('Pourquoi l’offre n’est pas classée, tel que le comparatif le dit ; null pour `open`.'),
        ...sourced,
      })
      .describe('Si le programme de parrainage court : seules les offres `open` sont classées et mises en avant.'),
    termsWatch: z
      .strictObject({
        changedOn: date.nullable().describe('Le dernier jour où une source officielle a changé après `checked` ; null sinon.'),
        changedSources: z.array(url).readonly().describe('Les adresses des sources changées depuis `checked`.'),
        goneSources: z
          .array(z.strictObject({ url, since: date, status: count }).describe('Une source disparue.'))
          .readonly()
          .describe('Les sources qui répondent 404 ou 410 depuis plus d’une semaine.'),
      })
      .describe(
        'Ce que dit la veille quotidienne des sources officielles : le dernier jour où l’une a changé après la vérification des faits de l’offre (`checked`), lesquelles, et celles qui ont disparu.',
      ),
    amountCheck,
    origin,
    answers: z
      .strictObject({ income: answer('income'), deposit: answer('deposit'), fees: answer('fees') })
      .describe(
        'Les réponses sourcées aux questions des filtres ; null quand les conditions publiées ne répondent pas (le filtre nomme alors l’offre parmi celles laissées de côté, leurs conditions publiées n’en disant rien).',
      ),
    referee: reward('du filleul'),
    sponsor: reward('du parrain'),
    netValue,
    eligibility: z
      .strictObject({
        newCustomer: note(
          'Être un nouveau client : la règle de l’offre (`rule`, `months`, `since`), `text` tel que la page le dit. Avec `not-client-for` et `since` null, les conditions ne disent pas d’où se comptent les mois : « Mon plan de primes » les compte depuis la clôture.',
          presentOrNull(newCustomerFacts),
        ).nullable(),
        minAge: note('Un âge minimal.', { years: count }).nullable(),
        residence: note('Un pays de résidence.', {}).nullable(),
      })
      .describe('Qui peut être filleul.'),
    conditions: z.array(condition).readonly(),
    payout: z.strictObject({ published: z.boolean(), days: count.nullable(), text, ...sourced }).describe('Quand la prime est versée.'),
    period: z
      .strictObject({
        published: z.boolean(),
        noEnd: z.boolean().describe('Sans date de fin annoncée.'),
        start: date.nullable(),
        end: date.nullable(),
        text,
        ...sourced,
      })
      .describe('Quand l’offre court.'),
    costs: z
      .array(
        note('Ce que l’offre coûte tant que les conditions courent et que le compte doit rester ouvert.', {
          kind: described(COST_KIND_WORDS)
            .nullable()
            .describe(`${describedValues(COST_KIND_WORDS)} ; null : des frais que la fiche ne classe pas.`),
          ...presentOrNull(costFacts),
          choice: z
            .boolean()
            .describe(
              'true : une option que l’offre n’impose pas (une carte plus chère), payée seulement si vous la choisissez, que la valeur nette ne déduit pas ; false sinon.',
            ),
        }),
      )
      .readonly(),
    sponsorCap: z
      .strictObject({ ...presentOrNull(sponsorCapFacts), ...factSource })
      .nullable()
      .describe(
        'Le plafond du parrain : le nombre de parrainages récompensés et/ou le montant, par an ou en tout ; null quand la fiche n’en donne pas.',
      ),
    holding: z
      .strictObject({ ...presentOrNull(holdingFacts), ...factSource })
      .nullable()
      .describe('La somme qui doit rester sur le compte, et combien de mois ; null quand la fiche n’en donne pas.'),
    keepOpen: z
      .strictObject({ ...presentOrNull(keepOpenFacts), ...factSource })
      .nullable()
      .describe('Combien de mois le compte doit rester ouvert pour garder la prime ; null quand la fiche ne le dit pas.'),
    catches: z.array(note('Ce qui fait perdre la prime.', {})).readonly(),
    codeWhere: note('Où un client trouve son code ou son lien.', {}).nullable(),
    sources: z
      .array(z.strictObject({ id: text, title: text, url, consulted: date, kind: z.enum(SOURCE_KINDS) }).describe('Une source lue, datée.'))
      .readonly(),
  })
  .describe('Une offre, avec ses faits sourcés et les montants que le site affiche.');

const offersDatasetSchema = z
  .strictObject({
    $schema: url,
    name: text,
    site: url,
    generatedAt: z.iso.datetime().describe('Quand ce fichier a été produit, avec les pages.'),
    amountsUpdatedAt: z.iso
      .datetime()
      .nullable()
      .describe('La dernière modification du document des montants (Firestore) ; null quand elle n’est pas connue.'),
    currency: z.literal('EUR'),
    netValueMethod,
    offers: z.array(offer).readonly(),
  })
  .meta({
    title: 'Offres de parrainage (Parrainage Malin)',
    description:
      'Chaque offre de parrainage suivie par le site, avec les montants affichés par ses pages au moment de la régénération. Tous les champs sont présents ; null veut dire « rien à dire ».',
  });

export type OffersDataset = z.output<typeof offersDatasetSchema>;
export type OpenOffer = OffersDataset['offers'][number];

/** The JSON Schema (draft 2020-12) served at /offres.schema.json. */
export const OFFERS_SCHEMA = z.toJSONSchema(offersDatasetSchema, { target: 'draft-2020-12' });
