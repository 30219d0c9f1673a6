import { z } from 'zod';
import { AMOUNT_CHECK_STATUSES } from '../offers/amount-check';
import { ORIGIN_KINDS } from '../offers/origin';
import { SIDE_STATUSES } from '../offers/resolve-side';
import {
  ANSWER_POINTS,
  CERTAINTIES,
  CONDITION_KINDS,
  COST_KINDS,
  newCustomerSchema,
  PROGRAMME_STATUSES,
  REWARD_FORMS,
  REWARD_STATUSES,
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

const note = <T extends z.ZodRawShape>(description: string, extra: T) =>
  z.strictObject({ ...extra, text, ...sourced }).describe(description);

type PresentOrNull<S extends z.ZodRawShape> = { [K in keyof S]: S[K] extends z.ZodOptional<infer T> ? z.ZodNullable<T> : S[K] };
/**
 * A record's fact as the open data gives it: each optional field present, null when the record
 * has none, so a field added to the record's schema reaches the data and its schema by itself.
 */
function presentOrNull<S extends z.ZodRawShape>(shape: S): PresentOrNull<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, field instanceof z.ZodOptional ? z.nullable(field.unwrap()) : field]),
  ) as PresentOrNull<S>;
}

/** The record's « new customer » fact but its text (the page's wording here) and its source (nullable here). */
const newCustomerFacts = newCustomerSchema.omit({ text: true, source: true, certainty: true }).shape;
/** The keys of the record's « new customer » fact that the open data carries as they are. */
export const NEW_CUSTOMER_KEYS = Object.keys(newCustomerFacts) as readonly (keyof typeof newCustomerFacts)[];

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
          `Ce que disent les pages : \`sourced\`, un montant que publient les conditions ; \`unconfirmed\`, un montant de notre relevé qu’aucune source publique ne confirme (« ${UNCONFIRMED_MARK} ») ; \`up-to\`, un plafond publié (« jusqu’à … ») ; \`varies\`, un montant variable, sans chiffre ; \`none\`, aucune prime de ce côté ; \`missing\`, un montant que notre relevé ne donne pas ; \`closed\`, un programme terminé ou introuvable, sans montant.`,
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
            '`open` : en cours, décrit par une source ; `ended` : terminé (`end`) ; `not-found` : introuvable dans les pages publiques (`searched`, `searchedOn`).',
          ),
        end: date.nullable().describe('Pour `ended` : le dernier jour du programme.'),
        searched: text.nullable().describe('Pour `not-found` : ce qui est introuvable.'),
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
    eligibility: z
      .strictObject({
        newCustomer: note(
          'Être un nouveau client : les faits de l’offre, `text` tel que la page le dit.',
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
      .array(note('Ce que l’offre coûte tant que les conditions ne sont pas remplies.', { kind: z.enum(COST_KINDS).nullable() }))
      .readonly(),
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
