import { offerFileOf } from '../../content-files';
import { isProvider, type Provider } from '../../primes/providers';
import { isCalendarDate } from '../../yaml-schema/dates';
import { readYamlData, type YamlField } from './frontmatter';
import { guillemets as q, suggestion } from '../../yaml-schema/nearest';
import { checkAnswerAgreement } from './offer-answers';
import { positionAt, type ContentProblem } from '../../yaml-schema/problem';
import { proseOf } from './prose';
import { checkSourceList } from './source-list';
import { parseOfferRecord } from '../../offers/load';
import { proseFindings } from './typography';
import { itemsOf, mapOf, offsetOf, scalarOf, textOf, type Fields } from './yaml-fields';

export type RecordContext = {
  readonly today: string;
  /** The folder's routes, and per route the providers whose offer box (<ReferralBlock>) it shows. */
  readonly routes: ReadonlySet<string>;
  readonly boxes: ReadonlyMap<string, ReadonlySet<string>>;
};

type Position = { readonly line: number; readonly column: number };
export type RecordCheck = {
  readonly problems: ContentProblem[];
  readonly provider?: { readonly value: Provider } & Position;
  /**
   * Each reward's written status (`paid`, `none`, `varies`) and published amount, where the
   * status is written: what an amount is held against.
   */
  readonly statuses: readonly ({
    readonly side: 'referee' | 'sponsor';
    readonly status: string;
    readonly published?: { readonly value: number; readonly certainty: string };
  } & Position)[];
  /** The programme's written status (`open`, `ended`, `not-found`), where it is written. */
  readonly programme?: { readonly status: string } & Position;
};

const NBSP = '\u00a0';
/** Every fact that names a source: [path of the field, its map of fields]. */
function facts(fields: Fields): [string, Fields][] {
  const one = (name: string, value: Fields | undefined): [string, Fields][] => (value ? [[name, value]] : []);
  const list = (name: string) => itemsOf(fields.get(name)?.value).flatMap((item, index) => one(`${name}[${index + 1}]`, mapOf(item)));
  const rewards = mapOf(fields.get('rewards')?.value);
  const eligibility = mapOf(fields.get('eligibility')?.value);
  const answers = mapOf(fields.get('answers')?.value);
  const reward = (side: string) => mapOf(rewards?.get(side)?.value);
  return [
    ...one('programme', mapOf(fields.get('programme')?.value)),
    ...[...(answers?.keys() ?? [])].flatMap((point) => one(`answers.${point}`, mapOf(answers?.get(point)?.value))),
    ...one('codeWhere', mapOf(fields.get('codeWhere')?.value)),
    ...one('regulation', mapOf(fields.get('regulation')?.value)),
    ...one('rewards.referee', reward('referee')),
    ...one('rewards.referee.published', mapOf(reward('referee')?.get('published')?.value)),
    ...one('rewards.sponsor', reward('sponsor')),
    ...one('rewards.sponsor.published', mapOf(reward('sponsor')?.get('published')?.value)),
    ...['newCustomer', 'minAge', 'residence'].flatMap((name) => one(`eligibility.${name}`, mapOf(eligibility?.get(name)?.value))),
    ...list('conditions'),
    ...one('payout', mapOf(fields.get('payout')?.value)),
    ...one('period', mapOf(fields.get('period')?.value)),
    ...list('costs'),
    ...one('sponsorCap', mapOf(fields.get('sponsorCap')?.value)),
    ...one('holding', mapOf(fields.get('holding')?.value)),
    ...one('keepOpen', mapOf(fields.get('keepOpen')?.value)),
    ...list('catches'),
  ];
}

/**
 * Every problem of one offer record (path relative to the content folder): its schema
 * (lib/offers/schema.ts: fields, forms, values), then what a schema cannot say: facts
 * tied to a source of the record, reading days not in the future, the page that shows
 * the offer box, the file named after its key, and the writing rules of the prose.
 */
export function checkOfferRecord(path: string, source: string, context: RecordContext): RecordCheck {
  const problems: ContentProblem[] = [];
  const at = (offset: number, message: string) => problems.push({ file: path, ...positionAt(source, offset), message });
  const { fields, errors } = readYamlData(source);
  for (const error of errors) at(error.offset, error.message);
  if (errors.length > 0) return { problems, statuses: [] };
  problems.push(...parseOfferRecord(path, source).problems);
  checkReadingDays(fields, context.today, at);

  const providerField = fields.get('provider');
  const key = textOf(providerField);
  const provider = isProvider(key) ? key : undefined;
  if (provider && providerField && path !== offerFileOf(provider)) {
    at(offsetOf(providerField), `la fiche de ${provider} doit s’appeler ${offerFileOf(provider)} (clé en minuscules, «${NBSP}_${NBSP}» devient «${NBSP}-${NBSP}»)`);
  }

  checkSources(fields, at);
  checkPage(fields, provider, context, at);
  checkAnswerAgreement(fields, at);
  checkRepeatedTexts(fields, at);
  const conditions = itemsOf(fields.get('conditions')?.value).flatMap((item) => mapOf(item) ?? []);
  const mains = conditions.flatMap((condition) => (condition.get('main') && textOf(condition.get('main')) === 'true' ? [condition.get('main')] : []));
  for (const main of mains.slice(1)) if (main) at(main.keyStart, `une seule condition peut porter «${NBSP}main: true${NBSP}» (celle que montrent les tableaux)`);
  for (const condition of conditions) {
    const text = condition.get('text');
    const deadline = textOf(mapOf(condition.get('deadline')?.value)?.get('text'));
    // The box writes « text — deadline »: a text that already says its deadline repeats it.
    if (text && deadline && (textOf(text) ?? '').toLocaleLowerCase('fr').includes(deadline.toLocaleLowerCase('fr'))) {
      at(text.keyStart, `${q('text')} d’une condition répète son délai ${q(deadline)}, que l’encadré affiche juste après${NBSP}; retirez-le du texte`);
    }
    if (text && /[\s\u00a0]:/.test(textOf(text) ?? '')) {
      at(text.keyStart, `${q('text')} d’une condition contient ${q(':')} alors que le site l’affiche déjà après un libellé${NBSP}; écrivez une phrase (virgule, point-virgule)`);
    }
  }
  const withSources = itemsOf(fields.get('sources')?.value).length > 0;
  const catches = fields.get('catches');
  if (fields.has('page') && withSources && catches && itemsOf(catches.value).length === 0) {
    at(catches.keyStart, `${q('catches')} vide${NBSP}: la page de l’offre dit ce qui fait perdre la prime (au moins un piège, avec sa source)`);
  }
  for (const finding of proseFindings(proseOf(source, source.length, fields))) at(finding.offset, finding.message);

  const rewards = mapOf(fields.get('rewards')?.value);
  const statuses = (['referee', 'sponsor'] as const).flatMap((side) => {
    const reward = mapOf(rewards?.get(side)?.value);
    const status = reward?.get('status');
    const text = status ? textOf(status) : undefined;
    const published = mapOf(reward?.get('published')?.value);
    const value = scalarOf(published?.get('value'))?.value;
    const certainty = textOf(published?.get('certainty'));
    const amount = typeof value === 'number' && certainty !== undefined ? { published: { value, certainty } } : {};
    return status && text ? [{ side, status: text, ...amount, ...positionAt(source, offsetOf(status)) }] : [];
  });
  const programmeStatus = mapOf(fields.get('programme')?.value)?.get('status');
  const programmeText = textOf(programmeStatus);
  return {
    problems,
    statuses,
    ...(programmeStatus && programmeText ? { programme: { status: programmeText, ...positionAt(source, offsetOf(programmeStatus)) } } : {}),
    ...(provider && providerField ? { provider: { value: provider, ...positionAt(source, offsetOf(providerField)) } } : {}),
  };
}

type Report = (offset: number, message: string) => void;

/** The days a source or a search was read on cannot be after today (an end date can: it is announced). */
function checkReadingDays(fields: Fields, today: string, at: Report): void {
  const rewards = mapOf(fields.get('rewards')?.value);
  const days: [string, YamlField | undefined][] = [
    ...itemsOf(fields.get('sources')?.value).map((item, index): [string, YamlField | undefined] => [`sources[${index + 1}].consulted`, mapOf(item)?.get('consulted')]),
    ['checked', fields.get('checked')],
    ...(['referee', 'sponsor'] as const).map((side): [string, YamlField | undefined] => [`rewards.${side}.published.asOf`, mapOf(mapOf(rewards?.get(side)?.value)?.get('published')?.value)?.get('asOf')]),
    ['programme.on', mapOf(fields.get('programme')?.value)?.get('on')],
    ['period.start', mapOf(fields.get('period')?.value)?.get('start')],
  ];
  for (const [name, field] of days) {
    const day = textOf(field);
    if (field && day !== undefined && isCalendarDate(day) && day > today) at(offsetOf(field), `${q(name)}${NBSP}: la date ${day} est dans le futur`);
  }
}

/** The box shows every fact of the record: the same sentence twice (a catch that repeats a condition…) is said twice to the visitor. */
function checkRepeatedTexts(fields: Fields, at: Report): void {
  const seen = new Map<string, string>();
  const normal = (text: string) => text.toLocaleLowerCase('fr').replace(/[\s\u00a0\u202f]+/g, ' ').replace(/[ .;!?…]+$/, '').trim();
  for (const [name, fact] of facts(fields)) {
    const field = fact.get('text');
    const text = textOf(field);
    if (!field || !text) continue;
    const earlier = seen.get(normal(text));
    if (earlier !== undefined) at(field.keyStart, `${q(`${name}.text`)} répète mot pour mot ${q(`${earlier}.text`)}${NBSP}: l’encadré dirait deux fois la même phrase`);
    else seen.set(normal(text), name);
  }
}

/** Sources: the rules of every source list (source-list.ts), ids once each, every fact citing one of them, each of them cited. */
function checkSources(fields: Fields, at: Report): void {
  const sources = itemsOf(fields.get('sources')?.value).flatMap((item) => mapOf(item) ?? []);
  checkSourceList(fields, 'checked', at);
  const ids = new Map<string, number>();
  for (const entry of sources) {
    const id = entry.get('id');
    const name = textOf(id);
    if (id && name !== undefined) {
      if (ids.has(name)) at(offsetOf(id), `identifiant de source ${q(name)} utilisé deux fois`);
      else ids.set(name, offsetOf(id));
    }
  }
  const cited = new Set<string>();
  for (const [name, fact] of facts(fields)) {
    const field = fact.get('source');
    const id = textOf(field);
    if (!field || id === undefined) continue;
    cited.add(id);
    if (!ids.has(id)) {
      const known = [...ids.keys()];
      const hint = known.length === 0 ? `la fiche n’a aucune source («${NBSP}sources${NBSP}»)` : suggestion(id, known, q, 'sources de la fiche');
      at(offsetOf(field), `${q(name)}${NBSP}: source inconnue ${q(id)}${NBSP}; ${hint}`);
    }
  }
  for (const [id, offset] of ids) if (!cited.has(id)) at(offset, `source ${q(id)} citée par aucun fait${NBSP}: retirez-la ou citez-la`);

}

/** `page` is a route that shows this provider's offer box; without one, `withoutPage` says why. */
function checkPage(fields: Fields, provider: Provider | undefined, context: RecordContext, at: Report): void {
  const page = fields.get('page');
  const url = textOf(page);
  const without = fields.get('withoutPage');
  const showing = provider === undefined ? [] : [...context.boxes].filter(([, providers]) => providers.has(provider)).map(([route]) => route);
  // Neither or both: the schema says so (lib/offers/schema.ts).
  if (page && url !== undefined) {
    if (!context.routes.has(url)) at(offsetOf(page), `${q('page')}${NBSP}: ${url} n’est pas une page du site`);
    else if (provider && !showing.includes(url)) {
      at(offsetOf(page), `${q('page')}${NBSP}: ${url} ne montre pas l’encadré de ${provider} (<ReferralBlock provider="${provider}">)`);
    }
  }
  if (!page && without && provider && showing.length > 0) {
    at(without.keyStart, `${q('withoutPage')} alors que ${showing.join(', ')} montre l’encadré de ${provider}${NBSP}: donnez ${q('page')}`);
  }
}
