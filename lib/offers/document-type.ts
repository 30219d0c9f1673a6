import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files';
import { SOURCE_KINDS } from '../content/source-kinds';
import { PROVIDERS } from '../primes/providers';
import { OFFERS_DIR } from './files';
import { CERTAINTIES, CONDITION_KINDS, COST_KINDS, NEW_CUSTOMER_RULES, PROGRAMME_STATUSES, REWARD_FORMS, REWARD_STATUSES } from './record';

/**
 * The offer record as contentlayer reads it (content/offres/*.yaml). Contentlayer has
 * no unions: the forms of a fact (« non publié », a text, a delay…) are optional fields
 * here, and the content gate (lib/content/check/offer-record.ts) allows exactly one
 * form, then lib/offers/from-generated.ts turns the document into lib/offers/record.ts's
 * types. The gate also reads these declarations for field names, types and enums.
 */
const certainty = {
  type: 'enum',
  options: [...CERTAINTIES],
  required: true,
  description: 'sure (source fiable) ou unsure (fait ⚠️ : la page le présente comme incertain)',
} as const;
const source = { type: 'string', required: true, description: 'L’`id` d’une des `sources` de la fiche' } as const;
const unpublished = { type: 'boolean', description: 'true quand les conditions lues ne donnent pas ce fait (« non publié »)' } as const;

const OfferSource = defineNestedType(() => ({
  name: 'OfferSource',
  fields: {
    id: { type: 'string', required: true, description: 'Nom court, propre à la fiche, que les faits citent' },
    title: { type: 'string', required: true, description: 'Titre de la page, tel qu’elle le donne' },
    url: { type: 'string', required: true, description: 'Adresse https de la page' },
    consulted: { type: 'date', required: true, description: 'Date à laquelle la page a été lue' },
    kind: { type: 'enum', options: [...SOURCE_KINDS], required: true, description: 'conditions, officiel, presse, comparateur, autre' },
  },
}));

const OfferNote = defineNestedType(() => ({
  name: 'OfferNote',
  fields: { text: { type: 'string', required: true, description: 'Une phrase courte, avec « vous »' }, source, certainty },
}));

const OfferCost = defineNestedType(() => ({
  name: 'OfferCost',
  fields: {
    text: { type: 'string', required: true, description: 'Une phrase courte, avec « vous »' },
    kind: {
      type: 'enum',
      options: [...COST_KINDS],
      description: 'card-fee (la carte elle-même : cotisation, livraison), inactivity-fee (les mois sans usage), other',
    },
    source,
    certainty,
  },
}));

const OfferPublishedAmount = defineNestedType(() => ({
  name: 'OfferPublishedAmount',
  fields: {
    value: { type: 'number', required: true, description: 'Le montant publié par le fournisseur, en euros' },
    asOf: { type: 'date', required: true, description: 'Le jour où ce montant a été lu (AAAA-MM-JJ)' },
    source,
    certainty,
  },
}));

const OfferReward = defineNestedType(() => ({
  name: 'OfferReward',
  fields: {
    unpublished,
    status: {
      type: 'enum',
      options: [...REWARD_STATUSES],
      description: 'paid (récompensé), none (aucune prime selon les conditions), varies (selon la campagne)',
    },
    form: {
      type: 'enum',
      options: [...REWARD_FORMS],
      description: 'cash (argent versé), credit (cagnotte du service), voucher (bon, action offerte), other',
    },
    text: { type: 'string', description: 'Une précision en une ligne' },
    published: {
      type: 'nested',
      of: OfferPublishedAmount,
      description: 'Le montant que publient les conditions (le document de primes est comparé à celui-ci)',
    },
    source: { ...source, required: false },
    certainty: { ...certainty, required: false },
  },
}));

const OfferRewards = defineNestedType(() => ({
  name: 'OfferRewards',
  fields: {
    referee: { type: 'nested', of: OfferReward, required: true, description: 'Le filleul, qui s’inscrit avec le code' },
    sponsor: { type: 'nested', of: OfferReward, required: true, description: 'Le parrain, déjà client' },
  },
}));

const OfferNewCustomer = defineNestedType(() => ({
  name: 'OfferNewCustomer',
  fields: {
    rule: {
      type: 'enum',
      options: [...NEW_CUSTOMER_RULES],
      required: true,
      description: 'never-client (jamais client) ou not-client-for (pas client depuis `months` mois)',
    },
    months: { type: 'number', description: 'Pour not-client-for : le nombre de mois' },
    text: { type: 'string', description: 'Une précision en une ligne' },
    source,
    certainty,
  },
}));

const OfferMinAge = defineNestedType(() => ({
  name: 'OfferMinAge',
  fields: { years: { type: 'number', required: true, description: 'Âge minimum, en années' }, source, certainty },
}));

const OfferEligibility = defineNestedType(() => ({
  name: 'OfferEligibility',
  fields: {
    newCustomer: { type: 'nested', of: OfferNewCustomer, description: 'Qui compte comme nouveau client' },
    minAge: { type: 'nested', of: OfferMinAge, description: 'Âge minimum' },
    residence: { type: 'nested', of: OfferNote, description: 'Pays de résidence exigé' },
  },
}));

const OfferDeadline = defineNestedType(() => ({
  name: 'OfferDeadline',
  fields: {
    days: { type: 'number', description: 'Délai en jours, compté depuis `from`' },
    from: { type: 'string', description: 'Le point de départ du délai (« l’ouverture du compte »)' },
    text: { type: 'string', description: 'Le délai en clair quand il n’est pas un nombre de jours (« à l’inscription »)' },
    unpublished,
  },
}));

const OfferCondition = defineNestedType(() => ({
  name: 'OfferCondition',
  fields: {
    kind: {
      type: 'enum',
      options: [...CONDITION_KINDS],
      required: true,
      description: 'code, deposit, card-payments, income, domiciliation, holding, identity, app, other',
    },
    text: { type: 'string', required: true, description: 'La condition en quelques mots, sans « : » (tableaux : « Condition : … »)' },
    amount: { type: 'number', description: 'Montant exigé en euros (dépôt, revenus, paiement), jamais une prime' },
    count: { type: 'number', description: 'Nombre exigé (paiements par carte)' },
    deadline: {
      type: 'nested',
      of: OfferDeadline,
      required: true,
      description: 'Avant quand : `days` et `from`, `text`, ou `unpublished: true`',
    },
    main: { type: 'boolean', description: 'La condition que montrent les tableaux (sinon la première qui n’est pas le code)' },
    source,
    certainty,
  },
}));

const OfferPayout = defineNestedType(() => ({
  name: 'OfferPayout',
  fields: {
    unpublished,
    text: { type: 'string', description: 'Le délai de versement tel que publié' },
    days: { type: 'number', description: 'Le délai maximal en jours, s’il est chiffré' },
    source: { ...source, required: false },
    certainty: { ...certainty, required: false },
  },
}));

const OfferPeriod = defineNestedType(() => ({
  name: 'OfferPeriod',
  fields: {
    unpublished,
    noEnd: { type: 'boolean', description: 'true : sans date de fin annoncée' },
    start: { type: 'date', description: 'Début de l’offre (AAAA-MM-JJ)' },
    // A string, not a date: an end date is in the future, which the gate refuses for dates.
    end: { type: 'string', description: 'Fin de l’offre (AAAA-MM-JJ)' },
    text: { type: 'string', description: 'Comment la durée est fixée quand elle n’a pas de date publique' },
    source: { ...source, required: false },
    certainty: { ...certainty, required: false },
  },
}));

const OfferProgramme = defineNestedType(() => ({
  name: 'OfferProgramme',
  fields: {
    status: {
      type: 'enum',
      options: [...PROGRAMME_STATUSES],
      required: true,
      description: 'open (documenté par une source), ended (terminé : `end` et sa source), not-found (`searched` et `on`)',
    },
    // A string, as the period's end: the gate reads it as a calendar date.
    end: { type: 'string', description: 'Pour ended : le dernier jour du programme (AAAA-MM-JJ)' },
    searched: { type: 'string', description: 'Pour not-found : ce qui a été cherché, en mots de visiteur' },
    on: { type: 'date', description: 'Pour not-found : le jour de la recherche' },
    text: { type: 'string', description: 'Une précision en une ligne, en mots de visiteur' },
    source: { ...source, required: false },
    certainty: { ...certainty, required: false },
  },
}));

const OfferAnswer = defineNestedType(() => ({
  name: 'OfferAnswer',
  fields: {
    exists: { type: 'boolean', required: true, description: 'false : les conditions disent qu’il n’y en a pas ; true : qu’il y en a' },
    amount: { type: 'number', description: 'Le montant en euros, quand il est publié (dépôt, revenus, frais)' },
    text: { type: 'string', description: 'Une précision en une ligne' },
    source,
    certainty,
  },
}));

const OfferAnswers = defineNestedType(() => ({
  name: 'OfferAnswers',
  fields: {
    income: { type: 'nested', of: OfferAnswer, description: 'Une condition de revenus' },
    deposit: { type: 'nested', of: OfferAnswer, description: 'Un dépôt minimum' },
    fees: { type: 'nested', of: OfferAnswer, description: 'Des frais de carte ou de compte avant le versement de la prime' },
  },
}));

export const Offer = defineDocumentType(() => ({
  name: 'Offer',
  filePathPattern: `${OFFERS_DIR}/*.yaml`,
  contentType: 'data',
  fields: {
    provider: { type: 'enum', options: [...PROVIDERS], required: true, description: 'Clé du document de primes ; une fiche par clé' },
    programme: {
      type: 'nested',
      of: OfferProgramme,
      required: true,
      description: 'Si le programme existe : open, ended ou not-found, avec sa source',
    },
    answers: {
      type: 'nested',
      of: OfferAnswers,
      description: 'Réponses sourcées aux filtres (revenus, dépôt minimum, frais), dans un sens ou dans l’autre',
    },
    page: { type: 'string', description: 'La page où l’encadré de l’offre vient en premier (/banque/…)' },
    withoutPage: { type: 'string', description: 'Sans `page` : pourquoi le site n’a pas de page pour cette offre' },
    checked: { type: 'date', description: 'Date de vérification des faits : celle d’une des sources (`consulted`)' },
    sources: { type: 'list', of: OfferSource, required: true, description: 'Pages lues pour établir les faits' },
    codeWhere: { type: 'nested', of: OfferNote, description: 'Où un client trouve son code ou son lien (« dans l’application… »)' },
    rewards: { type: 'nested', of: OfferRewards, required: true, description: 'Qui est récompensé' },
    eligibility: { type: 'nested', of: OfferEligibility, required: true, description: 'Qui peut s’inscrire ({} si rien n’est publié)' },
    conditions: { type: 'list', of: OfferCondition, required: true, description: 'Ce qu’il faut faire, dans l’ordre' },
    payout: { type: 'nested', of: OfferPayout, required: true, description: 'Délai de versement' },
    period: { type: 'nested', of: OfferPeriod, required: true, description: 'Durée de l’offre' },
    costs: {
      type: 'list',
      of: OfferCost,
      required: true,
      description: 'Ce que coûte le compte tant que les conditions ne sont pas remplies',
    },
    catches: { type: 'list', of: OfferNote, required: true, description: 'Ce qui fait perdre la prime' },
  },
}));
