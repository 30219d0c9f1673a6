import { z } from 'zod';
import { PROVIDERS } from '../primes/providers';
import { isCalendarDate } from '../yaml-schema/dates';
import { isHttpsUrl } from '../yaml-schema/url-rule';
import { SOURCE_KINDS } from './source-kinds';

/**
 * The offer record (content/offres/<fichier>.yaml), declared once: who is rewarded, who may
 * sign up, what to do by when, when it pays, how long it runs, what it costs and what loses
 * it. Its TypeScript types, the content gate's validation (French messages with file, line
 * and field: load.ts) and its JSON Schema all come from this declaration. What a schema
 * cannot say (a source cited by id, the page that shows the box) is checked by the content
 * gate on the parsed record.
 */

/** `unsure` is a ⚠️ fact of the research: pages must present it as uncertain, never as settled. */
export const CERTAINTIES = ['sure', 'unsure'] as const;
/** `none`: no bonus according to the published terms; `varies`: whether there is one depends on the campaign. */
export const REWARD_STATUSES = ['paid', 'none', 'varies'] as const;
/** `cash` is money paid to an account (the tax note applies); `credit` a balance on the service, withdrawn later. */
export const REWARD_FORMS = ['cash', 'credit', 'voucher', 'other'] as const;
export const CONDITION_KINDS = [
  'code',
  'deposit',
  'card-payments',
  'income',
  'domiciliation',
  'holding',
  'identity',
  'app',
  'other',
] as const;
/**
 * `never-client`: never held an account; `not-client-for`: no account for `months` months;
 * `other`: a rule the terms word otherwise (a product, a campaign…), said in `text` only,
 * since a rule forced into the two others would compute a wrong date for a visitor.
 */
const NEW_CUSTOMER_RULES = ['never-client', 'not-client-for', 'other'] as const;
/** Where `months` are counted from: the opening or the closing of the earlier account, or the last bonus paid. */
const NEW_CUSTOMER_ANCHORS = ['opening', 'closing', 'last-bonus'] as const;
/**
 * Whether the programme runs: `open` is documented by a source; `ended` has an end date and
 * the source that says so; `not-found` says what was looked for and when. Only `open`
 * programmes are ranked or put forward.
 */
export const PROGRAMME_STATUSES = ['open', 'ended', 'not-found'] as const;
/**
 * The points a visitor filters on, answered by the terms in either direction: `exists: false`
 * is a sourced « no » (no income condition, no minimum deposit, no card or account fee until
 * the bonus is paid), `exists: true` a sourced « yes ». A point the record does not answer is
 * unknown, never read as either.
 */
export const ANSWER_POINTS = ['income', 'deposit', 'fees'] as const;
/**
 * What a cost is, so that views can tell a card that costs nothing: `card-fee` is charged for
 * the card itself, `inactivity-fee` in the months the card or account is not used. Without a
 * `kind`, a cost is unclassified: no view may read it as « not a card fee ».
 */
export const COST_KINDS = ['card-fee', 'inactivity-fee', 'other'] as const;
/** How often a cost's `amount` is charged, so the net value can count it over the time the account must stay open. */
const COST_PERIODS = ['month', 'year', 'once'] as const;
/** Whether a sponsor's cap counts per calendar year or over the sponsor's whole life as a client. */
const SPONSOR_CAP_PERIODS = ['year', 'total'] as const;

const text = (description: string) => z.string().trim().min(1).describe(description);
/** A day (AAAA-MM-JJ). The gate also refuses one in the future where the field is a reading day (load.ts READING_DAYS). */
export const day = (description: string) =>
  z
    .string()
    .refine(isCalendarDate, {
      error: (issue) => `date illisible «\u00a0${String(issue.input)}\u00a0» (écrivez AAAA-MM-JJ, par exemple 2026-11-22)`,
    })
    .describe(description);
/** The content's one address rule (lib/yaml-schema/url-rule.ts). */
export const httpsUrl = (description: string) =>
  z
    .string()
    .refine(isHttpsUrl, {
      error: (issue) => `«\u00a0${String(issue.input)}\u00a0» n’est pas une adresse https valide (https://domaine.fr/…)`,
    })
    .describe(description);
const euros = (description: string) => z.number().positive().describe(description);
const whole = (description: string) => z.number().int().positive().describe(description);
const yes = (description: string) => z.literal(true).describe(description);

const sourced = {
  source: text('L’`id` d’une des `sources` de la fiche'),
  certainty: z.enum(CERTAINTIES).describe('sure (source fiable) ou unsure (fait ⚠️ : la page le présente comme incertain)'),
};
/** Said when the terms we could read do not give the fact: the page shows « non publié ». */
const unpublishedSchema = z.strictObject({ unpublished: yes('true quand les conditions lues ne donnent pas ce fait (« non publié »)') });

const sourceSchema = z.strictObject({
  id: text('Nom court, propre à la fiche, que les faits citent'),
  title: text('Titre de la page, tel qu’elle le donne'),
  url: httpsUrl('Adresse https de la page'),
  consulted: day('Date à laquelle la page a été lue'),
  kind: z.enum(SOURCE_KINDS).describe('conditions, officiel, presse, comparateur, autre'),
});

const noteSchema = z.strictObject({ text: text('Une phrase courte, avec « vous »'), ...sourced });
const costSchema = noteSchema
  .extend({
    kind: z.enum(COST_KINDS).optional().describe('card-fee (la carte elle-même), inactivity-fee (les mois sans usage), other'),
    amount: euros('Le montant en euros, quand il est publié, pour `per`').optional(),
    per: z.enum(COST_PERIODS).optional().describe('month (par mois), year (par an) ou once (une fois) : la période de `amount`'),
    choice: yes('true : un coût que l’offre n’impose pas et que vous ne payez que si vous le choisissez (une carte plus chère)').optional(),
  })
  // A figure without its period (or the reverse) cannot be counted: 9 € a month and 9 € once differ twelvefold.
  .refine((cost) => (cost.amount === undefined) === (cost.per === undefined), {
    message: '«\u00a0amount\u00a0» et «\u00a0per\u00a0» vont ensemble (le montant et sa période\u00a0: month, year ou once)',
  });

const publishedSchema = z.strictObject({
  value: euros('Le montant publié par le fournisseur, en euros'),
  asOf: day('Le jour où ce montant a été lu'),
  ...sourced,
});
const rewardSchema = z.union([
  unpublishedSchema,
  z
    .strictObject({
      status: z.enum(REWARD_STATUSES).describe('paid (récompensé), none (aucune prime selon les conditions), varies (selon la campagne)'),
      form: z.enum(REWARD_FORMS).optional().describe('cash (argent versé), credit (cagnotte du service), voucher, other'),
      text: text('Une précision en une ligne').optional(),
      published: publishedSchema
        .optional()
        .describe('Le montant que publient les conditions (le document de primes est comparé à celui-ci)'),
      ...sourced,
    })
    .refine((reward) => !(reward.status === 'none' && reward.published), {
      message: 'une prime publiée avec «\u00a0status: none\u00a0», qui dit qu’il n’y en a pas (retirez l’un des deux)',
      path: ['published'],
    }),
]);

const programmeSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('open'), text: text('Une précision en une ligne').optional(), ...sourced }),
  z.strictObject({
    status: z.literal('ended'),
    end: day('Le dernier jour du programme'),
    text: text('Une précision en une ligne').optional(),
    ...sourced,
  }),
  z
    .strictObject({
      status: z.literal('not-found'),
      searched: text('Ce que le prestataire ne publie pas, en une phrase qui commence par son nom'),
      on: day('Le jour de la recherche'),
      source: sourced.source.optional(),
      certainty: sourced.certainty.optional(),
    })
    .refine((fact) => (fact.source === undefined) === (fact.certainty === undefined), {
      message: '«\u00a0source\u00a0» et «\u00a0certainty\u00a0» vont ensemble',
    }),
]);

const answerSchema = z.strictObject({
  exists: z.boolean().describe('false : les conditions disent qu’il n’y en a pas ; true : qu’il y en a'),
  amount: euros('Le montant en euros, quand il est publié (dépôt, revenus, frais)').optional(),
  text: text('Une précision en une ligne').optional(),
  ...sourced,
});

/** Who counts as a new customer. Its fields reach the open data as they are (lib/open-data/offers-schema.ts). */
export const newCustomerSchema = z.strictObject({
  rule: z
    .enum(NEW_CUSTOMER_RULES)
    .describe(
      'never-client (jamais client), not-client-for (pas client depuis `months` mois) ou other (une autre règle, dite dans `text`)',
    ),
  months: whole('Pour not-client-for : le nombre de mois').optional(),
  since: z
    .enum(NEW_CUSTOMER_ANCHORS)
    .optional()
    .describe(
      'Pour not-client-for : d’où se comptent les mois : opening (ouverture), closing (clôture), last-bonus (dernière prime versée)',
    ),
  text: text('Une précision en une ligne').optional(),
  ...sourced,
});

const eligibilitySchema = z.strictObject({
  newCustomer: newCustomerSchema
    .refine((fact) => fact.rule !== 'not-client-for' || fact.months !== undefined, {
      message: '«\u00a0months\u00a0» manque avec «\u00a0not-client-for\u00a0»',
    })
    .refine((fact) => fact.rule !== 'never-client' || fact.months === undefined, {
      message: '«\u00a0months\u00a0» en trop avec «\u00a0never-client\u00a0» (jamais client)',
      path: ['months'],
    })
    .refine((fact) => fact.rule !== 'never-client' || fact.since === undefined, {
      message: '«\u00a0since\u00a0» en trop avec «\u00a0never-client\u00a0» (jamais client)',
      path: ['since'],
    })
    .refine((fact) => fact.rule !== 'other' || fact.text !== undefined, {
      message: '«\u00a0text\u00a0» manque avec «\u00a0other\u00a0»\u00a0: la règle se dit en mots',
    })
    // `other` is a rule no date can be computed from: a count of months would be read as one.
    .refine((fact) => fact.rule !== 'other' || (fact.months === undefined && fact.since === undefined), {
      message: '«\u00a0months\u00a0» et «\u00a0since\u00a0» vont avec «\u00a0not-client-for\u00a0», pas avec «\u00a0other\u00a0»',
      path: ['rule'],
    })
    .optional()
    .describe('Qui compte comme nouveau client'),
  minAge: z.strictObject({ years: whole('Âge minimum, en années'), ...sourced }).optional(),
  residence: noteSchema.optional().describe('Pays de résidence exigé'),
});

/**
 * The most a sponsor is rewarded for: a number of referrals and/or euros, per calendar year or in
 * all. Past it a sponsor's code may stop working or stop paying, which both sides should know.
 */
const sponsorCapSchema = z
  .strictObject({
    count: whole('Le nombre de parrainages récompensés au plus').optional(),
    amount: euros('Le total en euros que le parrain peut recevoir au plus').optional(),
    per: z.enum(SPONSOR_CAP_PERIODS).describe('year (par année civile) ou total (en tout)'),
    text: text('Une précision en une ligne').optional(),
    ...sourced,
  })
  .refine((cap) => cap.count !== undefined || cap.amount !== undefined, {
    message: '«\u00a0count\u00a0» ou «\u00a0amount\u00a0» manque (le nombre de parrainages, ou le montant, au plus)',
  });

/**
 * Money that must stay on the account: `amount` euros for `months` months. It earns the visitor
 * nothing meanwhile, which the net value counts at the Livret A rate (lib/offers/net-value.ts);
 * `text` alone when the terms give no figure.
 */
const holdingSchema = z
  .strictObject({
    amount: euros('La somme à laisser sur le compte, en euros').optional(),
    months: whole('Pendant combien de mois').optional(),
    text: text('La règle en une ligne, en particulier quand elle n’a pas de chiffre').optional(),
    ...sourced,
  })
  .refine((holding) => holding.amount !== undefined || holding.text !== undefined, {
    message: '«\u00a0amount\u00a0» ou «\u00a0text\u00a0» manque (la somme à laisser, ou la règle en mots)',
  });

/**
 * How long the account must stay open for the bonus to be kept (closing earlier loses or repays
 * it): the time over which its costs are counted in the net value.
 */
const keepOpenSchema = z.strictObject({
  months: whole('Le nombre de mois pendant lesquels le compte doit rester ouvert'),
  text: text('Une précision en une ligne').optional(),
  ...sourced,
});

const deadlineSchema = z.union([
  unpublishedSchema,
  z.strictObject({
    days: whole('Délai en jours, compté depuis `from`'),
    from: text('Le point de départ du délai (« l’ouverture du compte »)'),
  }),
  z.strictObject({ text: text('Le délai en clair quand il n’est pas un nombre de jours (« à l’inscription »)') }),
]);

const conditionSchema = z.strictObject({
  kind: z.enum(CONDITION_KINDS),
  /** A short noun phrase (« Carte physique commandée »): shown in checklists and after « Condition : ». */
  text: text('La condition en quelques mots, sans « : » (tableaux : « Condition : … »)'),
  amount: euros('Montant exigé en euros (dépôt, revenus, paiement), jamais une prime').optional(),
  count: whole('Nombre exigé (paiements par carte)').optional(),
  deadline: deadlineSchema.describe('Avant quand : `days` et `from`, `text`, ou `unpublished: true`'),
  main: yes('La condition que montrent les tableaux (sinon la première qui n’est pas le code)').optional(),
  ...sourced,
});

/**
 * Whether a financial authority supervises the provider, as the provider or its authority says:
 * `regulated: false` is a sourced « no licence » (the platform says it holds no financial-services
 * licence); such an offer carries a risk mark and is ranked after every other (lib/offers/regulation.ts).
 */
const regulationSchema = z.strictObject({
  regulated: z
    .boolean()
    .describe('false : le prestataire dit n’être régulé par aucune licence de services financiers ; true : une autorité le supervise'),
  text: text('Le fait en une phrase, avec son auteur (« Robocash indique n’être régulée par aucune licence… »)'),
  ...sourced,
});

const payoutSchema = z.union([
  unpublishedSchema,
  z.strictObject({ text: text('Le délai de versement tel que publié'), days: whole('Le délai maximal en jours').optional(), ...sourced }),
]);

/** `start`/`end` are days; `text` says how the period is set when it has no public date (« durée indiquée dans l’invitation »). */
const periodSchema = z.union([
  unpublishedSchema,
  z.strictObject({ noEnd: yes('true : sans date de fin annoncée'), ...sourced }),
  z
    .strictObject({
      start: day('Début de l’offre').optional(),
      end: day('Fin de l’offre').optional(),
      text: text('Comment la durée est fixée quand elle n’a pas de date publique').optional(),
      ...sourced,
    })
    .refine((period) => period.start !== undefined || period.end !== undefined || period.text !== undefined, {
      message: '«\u00a0start\u00a0», «\u00a0end\u00a0» ou «\u00a0text\u00a0» manque',
    })
    .refine((period) => period.start === undefined || period.end === undefined || period.start <= period.end, {
      message: 'la fin précède le début',
      path: ['end'],
    }),
]);

export const offerRecordSchema = z
  .strictObject({
    provider: z.enum(PROVIDERS).describe('Clé du document de primes ; une fiche par clé'),
    /** Either the page whose offer box comes first, or why the site has none (shown in the comparison). */
    page: text('La page où l’encadré de l’offre vient en premier (/banque/…)').optional(),
    withoutPage: text('Sans `page` : pourquoi le site n’a pas de page pour cette offre').optional(),
    programme: programmeSchema.describe('Si le programme existe : open, ended ou not-found, avec sa source'),
    answers: z
      .strictObject(
        Object.fromEntries(ANSWER_POINTS.map((point) => [point, answerSchema.optional()])) as Record<
          (typeof ANSWER_POINTS)[number],
          z.ZodOptional<typeof answerSchema>
        >,
      )
      .default({})
      .describe('Réponses sourcées aux filtres (revenus, dépôt minimum, frais), dans un sens ou dans l’autre'),
    checked: day('Date de vérification des faits : celle d’une des sources (`consulted`)').optional(),
    sources: z.array(sourceSchema).readonly().describe('Pages lues pour établir les faits'),
    codeWhere: noteSchema.optional().describe('Où un client trouve son code ou son lien (« dans l’application… »)'),
    regulation: regulationSchema
      .optional()
      .describe(
        'Si une autorité financière supervise le prestataire ; regulated: false marque l’offre d’un risque et la classe après les autres',
      ),
    rewards: z.strictObject({
      referee: rewardSchema.describe('Le filleul, qui s’inscrit avec le code'),
      sponsor: rewardSchema.describe('Le parrain, déjà client'),
    }),
    eligibility: eligibilitySchema.describe('Qui peut s’inscrire ({} si rien n’est publié)'),
    conditions: z.array(conditionSchema).readonly().describe('Ce qu’il faut faire, dans l’ordre'),
    payout: payoutSchema.describe('Délai de versement'),
    period: periodSchema.describe('Durée de l’offre'),
    costs: z
      .array(costSchema)
      .readonly()
      .describe('Ce que coûte le compte tant que les conditions ne sont pas remplies et qu’il doit rester ouvert'),
    sponsorCap: sponsorCapSchema.optional().describe('Le plafond du parrain : nombre de parrainages et/ou montant, par an ou en tout'),
    holding: holdingSchema.optional().describe('La somme qui doit rester sur le compte, et combien de temps'),
    keepOpen: keepOpenSchema.optional().describe('Combien de mois le compte doit rester ouvert pour garder la prime'),
    catches: z.array(noteSchema).readonly().describe('Ce qui fait perdre la prime'),
  })
  .refine((record) => record.page !== undefined || record.withoutPage !== undefined, {
    message:
      'ni «\u00a0page\u00a0» ni «\u00a0withoutPage\u00a0»\u00a0: donnez la page où l’encadré de l’offre vient en premier, ou dites pourquoi le site n’en a pas',
  })
  .refine((record) => record.page === undefined || record.withoutPage === undefined, {
    message: 'en trop avec «\u00a0page\u00a0» (gardez l’un des deux)',
    path: ['withoutPage'],
  });

export type OfferRecord = z.output<typeof offerRecordSchema>;
export type Certainty = (typeof CERTAINTIES)[number];
export type ConditionKind = (typeof CONDITION_KINDS)[number];
export type NewCustomerAnchor = (typeof NEW_CUSTOMER_ANCHORS)[number];
export type NewCustomer = NonNullable<Eligibility['newCustomer']>;
export type CostPeriod = (typeof COST_PERIODS)[number];
export type ProgrammeStatus = (typeof PROGRAMME_STATUSES)[number];
export type AnswerPoint = (typeof ANSWER_POINTS)[number];
/** Where a fact comes from: the `id` of one of the record's sources, and how sure it is. */
export type Sourced = { readonly source: string; readonly certainty: Certainty };
export type Unpublished = z.output<typeof unpublishedSchema>;
export type OfferSource = z.output<typeof sourceSchema>;
export type Note = z.output<typeof noteSchema>;
export type Cost = z.output<typeof costSchema>;
export type Reward = z.output<typeof rewardSchema>;
export type Programme = z.output<typeof programmeSchema>;
export type Answer = z.output<typeof answerSchema>;
export type Eligibility = z.output<typeof eligibilitySchema>;
export type Deadline = z.output<typeof deadlineSchema>;
export type Condition = z.output<typeof conditionSchema>;
export type Payout = z.output<typeof payoutSchema>;
export type Period = z.output<typeof periodSchema>;
export type Regulation = z.output<typeof regulationSchema>;

export const isUnpublished = (fact: object): fact is Unpublished => 'unpublished' in fact && fact.unpublished === true;
