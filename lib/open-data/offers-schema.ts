import { SIDE_STATUSES } from '../offers/resolve-side';
import { SOURCE_KINDS } from '../content/source-kinds';
import {
  ANSWER_POINTS,
  CERTAINTIES,
  CONDITION_KINDS,
  COST_KINDS,
  NEW_CUSTOMER_RULES,
  PROGRAMME_STATUSES,
  REWARD_FORMS,
  REWARD_STATUSES,
} from '../offers/record';
import { PROVIDER_GROUPS, PROVIDERS } from '../primes/providers';
import { closedObject, nullable, type JsonSchema } from './json-schema';

/**
 * The JSON Schema of /offres.json, served as is at /offres.schema.json. Its lists of
 * values come from the same constants as the records, so a new provider or condition
 * kind is in the schema the day it exists. It mirrors OffersDataset (offers-dataset.ts):
 * every object is closed and every property required, so a field added to one and not
 * the other fails the test that validates the builder's output with it.
 */

const DATE: JsonSchema = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const URL: JsonSchema = { type: 'string', format: 'uri', pattern: '^https?://' };
const TEXT: JsonSchema = { type: 'string', minLength: 1 };
const EUROS: JsonSchema = { type: 'number', minimum: 0, description: 'En euros.' };
const COUNT: JsonSchema = { type: 'integer', minimum: 0 };
const values = (list: readonly string[]): JsonSchema => ({ type: 'string', enum: list });

/** Every fact names its source and certainty; a fact the terms do not give has neither. */
const SOURCED = {
  source: { ...nullable({ type: 'string' }), description: 'L’`id` d’une des `sources` de l’offre ; null pour un fait non publié.' },
  certainty: {
    ...nullable(values(CERTAINTIES)),
    description: '`sure`, ou `unsure` : un fait à confirmer, que les pages présentent comme tel.',
  },
} as const satisfies Record<string, JsonSchema>;

const note = (description: string, extra: Readonly<Record<string, JsonSchema>> = {}): JsonSchema =>
  closedObject(description, { ...extra, text: TEXT, ...SOURCED });

const reward = (side: string): JsonSchema =>
  closedObject(`La prime ${side}.`, {
    status: {
      ...values([...REWARD_STATUSES, 'unpublished']),
      description:
        '`paid` : une prime est versée ; `none` : aucune selon les conditions publiées ; `varies` : selon la campagne ; `unpublished` : les conditions lues ne le disent pas.',
    },
    shown: {
      ...values(SIDE_STATUSES),
      description:
        'Ce que disent les pages : `sourced`, un montant que publient les conditions ; `unconfirmed`, un montant de notre relevé qu’aucune source publique ne confirme (« à confirmer ») ; `up-to`, un plafond publié (« jusqu’à … ») ; `varies`, un montant variable, sans chiffre ; `none`, aucune prime de ce côté ; `missing`, un montant que notre relevé ne donne pas ; `closed`, un programme terminé ou introuvable, sans montant.',
    },
    words: {
      ...TEXT,
      description:
        'Les mots que chaque page affiche à la place du montant, à l’identique (« 80 € », « aucune prime », « programme terminé »…).',
    },
    amount: {
      ...nullable(EUROS),
      description:
        'Le montant affiché par les pages, en euros, lu dans le document des montants à la régénération ; null quand elles n’affichent pas de chiffre (`shown` vaut `varies`, `none`, `missing` ou `closed`).',
    },
    ceiling: {
      type: 'boolean',
      description: 'true : `amount` est le plus que l’offre verse, selon la campagne (`shown` vaut `up-to`) ; la page dit « jusqu’à … ».',
    },
    published: nullable(
      closedObject('Le montant que publient les conditions du fournisseur, lu le jour `asOf` ; null quand la fiche n’en a pas.', {
        value: EUROS,
        asOf: DATE,
        ...SOURCED,
      }),
    ),
    form: {
      ...nullable(values(REWARD_FORMS)),
      description: '`cash` : de l’argent versé sur un compte ; `credit` : un solde sur le service.',
    },
    text: nullable(TEXT),
    ...SOURCED,
  });

const deadline = closedObject('Le délai pour remplir la condition.', {
  published: { type: 'boolean' },
  days: nullable(COUNT),
  from: { ...nullable(TEXT), description: 'Ce à partir de quoi les `days` se comptent.' },
  text: { ...TEXT, description: 'Le délai tel que la page le dit.' },
});

const condition = closedObject('Une condition à remplir.', {
  kind: values(CONDITION_KINDS),
  text: TEXT,
  amount: { ...nullable(EUROS), description: 'Un dépôt, un revenu ou un paiement minimal, en euros ; jamais une prime.' },
  count: nullable(COUNT),
  deadline,
  main: { type: 'boolean', description: 'La condition que le comparatif affiche à côté des montants.' },
  ...SOURCED,
});

const offer = closedObject('Une offre : une fiche de content/offres/.', {
  provider: { ...values(PROVIDERS), description: 'La clé du prestataire dans le document des montants.' },
  label: TEXT,
  family: values(PROVIDER_GROUPS),
  capitalAtRisk: { type: 'boolean', description: 'S’inscrire revient à investir de l’argent qui peut être perdu.' },
  page: { ...nullable(URL), description: 'La page du site dont l’encadré présente l’offre ; null avec `withoutPage`.' },
  withoutPage: { ...nullable(TEXT), description: 'Pourquoi le site n’a pas de page pour cette offre.' },
  checked: { ...nullable(DATE), description: 'Le jour où une source a été lue pour vérifier ces faits.' },
  programme: closedObject('Si le programme de parrainage court : seules les offres `open` sont classées et mises en avant.', {
    status: {
      ...values(PROGRAMME_STATUSES),
      description:
        '`open` : documenté par une source ; `ended` : terminé (`end`) ; `not-found` : cherché sans résultat (`searched`, `searchedOn`).',
    },
    end: { ...nullable(DATE), description: 'Pour `ended` : le dernier jour du programme.' },
    searched: { ...nullable(TEXT), description: 'Pour `not-found` : ce qui a été cherché.' },
    searchedOn: { ...nullable(DATE), description: 'Pour `not-found` : le jour de la recherche.' },
    text: nullable(TEXT),
    reason: { ...nullable(TEXT), description: 'Pourquoi l’offre n’est pas classée, tel que le comparatif le dit ; null pour `open`.' },
    ...SOURCED,
  }),
  termsWatch: closedObject(
    'Ce que dit la veille quotidienne des sources officielles : le dernier jour où l’une a changé après la vérification de la fiche, lesquelles, et celles qui ont disparu.',
    {
      changedOn: { ...nullable(DATE), description: 'Le dernier jour où une source officielle a changé après `checked` ; null sinon.' },
      changedSources: { type: 'array', items: URL, description: 'Les adresses des sources changées depuis `checked`.' },
      goneSources: {
        type: 'array',
        description: 'Les sources qui répondent 404 ou 410 depuis plus d’une semaine.',
        items: closedObject('Une source disparue.', { url: URL, since: DATE, status: COUNT }),
      },
    },
  ),
  answers: closedObject(
    'Les réponses sourcées aux questions des filtres ; null quand la fiche ne répond pas (le filtre dit alors l’offre laissée de côté faute d’information).',
    Object.fromEntries(
      ANSWER_POINTS.map((point) => [
        point,
        nullable(
          closedObject(
            {
              income: 'Une condition de revenus.',
              deposit: 'Un dépôt minimum.',
              fees: 'Des frais de carte ou de compte avant le versement de la prime.',
            }[point],
            {
              exists: { type: 'boolean', description: 'false : les conditions disent qu’il n’y en a pas ; true : qu’il y en a.' },
              amount: nullable(EUROS),
              text: nullable(TEXT),
              ...SOURCED,
            },
          ),
        ),
      ]),
    ),
  ),
  referee: reward('du filleul'),
  sponsor: reward('du parrain'),
  eligibility: closedObject('Qui peut être filleul.', {
    newCustomer: nullable(
      note('Être un nouveau client.', {
        rule: values(NEW_CUSTOMER_RULES),
        months: { ...nullable(COUNT), description: 'Pour `not-client-for`.' },
      }),
    ),
    minAge: nullable(note('Un âge minimal.', { years: COUNT })),
    residence: nullable(note('Un pays de résidence.')),
  }),
  conditions: { type: 'array', items: condition },
  payout: closedObject('Quand la prime est versée.', {
    published: { type: 'boolean' },
    days: nullable(COUNT),
    text: TEXT,
    ...SOURCED,
  }),
  period: closedObject('Quand l’offre court.', {
    published: { type: 'boolean' },
    noEnd: { type: 'boolean', description: 'Sans date de fin annoncée.' },
    start: nullable(DATE),
    end: nullable(DATE),
    text: TEXT,
    ...SOURCED,
  }),
  costs: {
    type: 'array',
    items: note('Ce que l’offre coûte tant que les conditions ne sont pas remplies.', { kind: nullable(values(COST_KINDS)) }),
  },
  catches: { type: 'array', items: note('Ce qui fait perdre la prime.') },
  codeWhere: nullable(note('Où un client trouve son code ou son lien.')),
  sources: {
    type: 'array',
    items: closedObject('Une source lue, datée.', { id: TEXT, title: TEXT, url: URL, consulted: DATE, kind: values(SOURCE_KINDS) }),
  },
});

export const OFFERS_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Offres de parrainage (Parrainage Malin)',
  ...closedObject(
    'Chaque offre de parrainage suivie par le site, avec les montants affichés par ses pages au moment de la régénération. Tous les champs sont présents ; null veut dire « rien à dire ».',
    {
      $schema: URL,
      name: TEXT,
      site: URL,
      generatedAt: { type: 'string', format: 'date-time', description: 'Quand ce fichier a été produit, avec les pages.' },
      amountsUpdatedAt: {
        ...nullable({ type: 'string', format: 'date-time' }),
        description: 'La dernière modification du document des montants (Firestore) ; null quand elle n’est pas connue.',
      },
      currency: { const: 'EUR' },
      offers: { type: 'array', items: offer },
    },
  ),
};
