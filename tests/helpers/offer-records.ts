import { offerFileOf } from '../../lib/content-files';
import { PROVIDERS, type Provider } from '../../lib/primes/providers';

const NBSP = '\u00a0';

/**
 * The one source of an empty record, on one line so that a test may swap it for a list
 * without moving the lines below: it documents the programme and nothing else.
 */
export const EMPTY_RECORD_SOURCES =
  'sources: [{ id: aide, title: "Aide du service", url: "https://www.exemple.fr/aide", consulted: 2026-01-01, kind: officiel }]';

/**
 * A valid record with nothing published but its running programme: what a folder needs
 * for every key it does not test, and consistent with any settings document.
 */
export const emptyRecord = (provider: Provider) =>
  [
    `provider: ${provider}`,
    'withoutPage: "Conditions françaises de son offre non publiées"',
    EMPTY_RECORD_SOURCES,
    'rewards:',
    '  referee:',
    '    unpublished: true',
    '  sponsor:',
    '    unpublished: true',
    'eligibility: {}',
    'conditions: []',
    'payout:',
    '  unpublished: true',
    'period:',
    '  unpublished: true',
    'costs: []',
    'catches: []',
    'programme:',
    '  status: open',
    '  source: aide',
    '  certainty: unsure',
    '',
  ].join('\n');

/** One valid record per settings key, as files of a content folder. */
export const ALL_EMPTY_RECORDS: Readonly<Record<string, string>> = Object.fromEntries(
  PROVIDERS.map((provider) => [offerFileOf(provider), emptyRecord(provider)]),
);

/**
 * A valid record with every kind of fact, for /cashback/joko. The line of each field is
 * fixed (the tests' expected lines count on it): 2 page, 3 checked, 5-9 the source,
 * 16-19 the referee, 24-27 newCustomer, 33-38 the code, 39-48 the card payment, 49-53
 * payout, 54-58 period, 60-63 the catch, 64-67 the programme.
 */
export const FULL_RECORD = [
  'provider: JOKO',
  'page: /cashback/joko',
  'checked: 2026-11-20',
  'sources:',
  '  - id: aide',
  '    title: Aide Joko',
  '    url: https://support.joko.com/',
  '    consulted: 2026-11-20',
  '    kind: officiel',
  'codeWhere:',
  '  text: "dans l’application"',
  '  source: aide',
  '  certainty: sure',
  'rewards:',
  '  referee:',
  '    status: paid',
  '    form: credit',
  '    source: aide',
  '    certainty: sure',
  '  sponsor:',
  '    unpublished: true',
  'eligibility:',
  '  newCustomer:',
  '    rule: not-client-for',
  '    months: 12',
  '    source: aide',
  '    certainty: unsure',
  '  minAge:',
  '    years: 18',
  '    source: aide',
  '    certainty: sure',
  'conditions:',
  '  - kind: code',
  '    text: "Code de parrainage saisi"',
  '    deadline:',
  '      text: "à l’inscription"',
  '    source: aide',
  '    certainty: sure',
  '  - kind: card-payments',
  `    text: "Premier achat de 10${NBSP}€ au moins"`,
  '    amount: 10',
  '    count: 1',
  '    deadline:',
  '      days: 30',
  '      from: "l’inscription"',
  '    main: true',
  '    source: aide',
  '    certainty: sure',
  'payout:',
  '  text: "Sous 30 jours"',
  '  days: 30',
  '  source: aide',
  '  certainty: sure',
  'period:',
  '  start: 2026-01-01',
  '  end: 2026-12-31',
  '  source: aide',
  '  certainty: sure',
  'costs: []',
  'catches:',
  '  - text: "Un code saisi après l’inscription"',
  '    source: aide',
  '    certainty: sure',
  'programme:',
  '  status: open',
  '  source: aide',
  '  certainty: sure',
  '',
].join('\n');

/** The page FULL_RECORD names: a portal whose body shows Joko's offer box. */
export const JOKO_PAGE = [
  '---',
  'title: Joko',
  'description: Un portail',
  'name: Joko',
  'provider: JOKO',
  'updated: 2026-01-01',
  'officialUrl: https://www.joko.com/',
  '---',
  '',
  '<ReferralBlock provider="JOKO">',
  '',
  '- Texte.',
  '',
  '</ReferralBlock>',
  '',
].join('\n');
