import type { YamlField } from './frontmatter';
import { guillemets as q } from './nearest';
import { isCalendarDate } from './schema';
import { itemsOf, mapOf, offsetOf, scalarOf, textOf, type Fields } from './yaml-fields';

type Report = (offset: number, message: string) => void;
const NBSP = '\u00a0';

/** A fact written in one of several forms: the keys each form allows and the keys it requires. */
type Form = { readonly label: string; readonly keys: readonly string[]; readonly required: readonly string[]; readonly oneOf?: readonly string[] };

const SOURCED = ['source', 'certainty'];
const UNPUBLISHED: Form = { label: `${q('unpublished: true')} seul`, keys: ['unpublished'], required: ['unpublished'] };
const REWARD: readonly Form[] = [UNPUBLISHED, { label: `${q('status')}, ${q('source')} et ${q('certainty')}`, keys: ['status', 'form', 'text', 'published', ...SOURCED], required: ['status', ...SOURCED] }];
const PAYOUT: readonly Form[] = [UNPUBLISHED, { label: `${q('text')}, ${q('source')} et ${q('certainty')}`, keys: ['text', 'days', ...SOURCED], required: ['text', ...SOURCED] }];
const PERIOD: readonly Form[] = [
  UNPUBLISHED,
  { label: `${q('noEnd: true')} avec ${q('source')} et ${q('certainty')}`, keys: ['noEnd', ...SOURCED], required: ['noEnd', ...SOURCED] },
  {
    label: `${q('start')}, ${q('end')} ou ${q('text')}, avec ${q('source')} et ${q('certainty')}`,
    keys: ['start', 'end', 'text', ...SOURCED],
    required: SOURCED,
    oneOf: ['start', 'end', 'text'],
  },
];
const DEADLINE: readonly Form[] = [
  UNPUBLISHED,
  { label: `${q('days')} et ${q('from')}`, keys: ['days', 'from'], required: ['days', 'from'] },
  { label: `${q('text')} seul`, keys: ['text'], required: ['text'] },
];

/** The form a fact's keys select (by its distinguishing key), then what that form lacks or forbids. */
function checkForm(name: string, field: YamlField | undefined, forms: readonly Form[], at: Report): void {
  const fields = mapOf(field?.value);
  if (!field || !fields) return;
  const unpublished = fields.get('unpublished');
  if (unpublished && scalarOf(unpublished)?.value !== true) at(offsetOf(unpublished), `${q('unpublished')}${NBSP}: écrivez true, ou retirez le champ`);
  const keys = [...fields.keys()];
  const form = forms.find((candidate) => candidate.required.concat(candidate.oneOf ?? []).some((key) => key !== 'source' && key !== 'certainty' && keys.includes(key)));
  const expected = forms.map((candidate) => candidate.label).join(', ou ');
  if (!form) {
    at(offsetOf(field), `${q(name)}${NBSP}: écrivez ${expected}`);
    return;
  }
  for (const key of keys) {
    const extra = fields.get(key);
    if (!form.keys.includes(key) && extra) at(extra.keyStart, `${q(name)}${NBSP}: ${q(key)} en trop avec ${form.label} (écrivez ${expected})`);
  }
  const missing = form.required.filter((key) => !keys.includes(key));
  if (form.oneOf && !form.oneOf.some((key) => keys.includes(key))) missing.unshift(form.oneOf.join(' ou '));
  if (missing.length > 0) {
    at(offsetOf(field), `${q(name)}${NBSP}: ${missing.map(q).join(' et ')} manqu${missing.length > 1 ? 'ent' : 'e'} (écrivez ${form.label})`);
  }
}

/** A whole number above 0 (a count, a delay in days, months, years), or any number above 0 (an amount in euros). */
function checkPositive(name: string, field: YamlField | undefined, whole: boolean, at: Report): void {
  const value = scalarOf(field)?.value;
  if (!field || typeof value !== 'number') return;
  if (value <= 0 || (whole && !Number.isInteger(value))) at(offsetOf(field), `${q(name)}${NBSP}: ${value} n’est pas ${whole ? 'un nombre entier supérieur à 0' : 'un montant supérieur à 0'}`);
}

/** The keys each programme status allows and requires (`source` and `certainty` go together). */
const PROGRAMME: Readonly<Record<string, { readonly keys: readonly string[]; readonly required: readonly string[] }>> = {
  open: { keys: ['status', 'text', ...SOURCED], required: SOURCED },
  ended: { keys: ['status', 'end', 'text', ...SOURCED], required: ['end', ...SOURCED] },
  'not-found': { keys: ['status', 'searched', 'on', ...SOURCED], required: ['searched', 'on'] },
};

/** The programme's status, with what that status needs: a source when open, an end date when ended, what was looked for when not found. */
function checkProgramme(field: YamlField | undefined, at: Report): void {
  const fields = mapOf(field?.value);
  if (!field || !fields) return;
  const status = textOf(fields.get('status'));
  const form = status === undefined ? undefined : PROGRAMME[status];
  if (!form) return; // the schema names an unknown status
  const keys = [...fields.keys()];
  for (const key of keys) {
    const extra = fields.get(key);
    if (!form.keys.includes(key) && extra) at(extra.keyStart, `${q('programme')}${NBSP}: ${q(key)} en trop avec ${q(`status: ${status}`)}`);
  }
  const missing = form.required.filter((key) => !keys.includes(key));
  if (status === 'not-found' && keys.includes('source') !== keys.includes('certainty')) missing.push(keys.includes('source') ? 'certainty' : 'source');
  if (missing.length > 0) {
    at(offsetOf(field), `${q('programme')}${NBSP}: ${missing.map(q).join(' et ')} manqu${missing.length > 1 ? 'ent' : 'e'} avec ${q(`status: ${status}`)}`);
  }
  const end = fields.get('end');
  const day = textOf(end);
  if (end && day !== undefined && !isCalendarDate(day)) at(offsetOf(end), `${q('end')}${NBSP}: date illisible ${q(day)} (écrivez AAAA-MM-JJ, par exemple 2024-03-31)`);
}

/** One form per fact (« non publié », a delay, a period…), numbers that make sense, dates in order. */
export function checkFactForms(fields: Fields, at: Report): void {
  checkProgramme(fields.get('programme'), at);
  const answers = mapOf(fields.get('answers')?.value);
  for (const point of answers?.keys() ?? []) checkPositive('amount', mapOf(answers?.get(point)?.value)?.get('amount'), false, at);
  const rewards = mapOf(fields.get('rewards')?.value);
  for (const side of ['referee', 'sponsor']) {
    checkForm(side, rewards?.get(side), REWARD, at);
    const reward = mapOf(rewards?.get(side)?.value);
    const published = reward?.get('published');
    checkPositive('value', mapOf(published?.value)?.get('value'), false, at);
    if (published && textOf(reward?.get('status')) === 'none') {
      at(published.keyStart, `${q('published')} avec ${q('status: none')}${NBSP}: une prime publiée n’est pas une absence de prime (retirez l’un des deux)`);
    }
  }
  checkForm('payout', fields.get('payout'), PAYOUT, at);
  checkPositive('days', mapOf(fields.get('payout')?.value)?.get('days'), true, at);

  const period = fields.get('period');
  checkForm('period', period, PERIOD, at);
  const start = textOf(mapOf(period?.value)?.get('start'));
  const endField = mapOf(period?.value)?.get('end');
  const end = textOf(endField);
  if (endField && end !== undefined) {
    if (!isCalendarDate(end)) at(offsetOf(endField), `${q('end')}${NBSP}: date illisible ${q(end)} (écrivez AAAA-MM-JJ, par exemple 2026-11-22)`);
    else if (start !== undefined && isCalendarDate(start) && end < start) at(offsetOf(endField), `${q('end')}${NBSP}: la fin (${end}) précède le début (${start})`);
  }
  for (const key of ['noEnd', 'main']) {
    const flags = [mapOf(period?.value)?.get(key), ...itemsOf(fields.get('conditions')?.value).map((item) => mapOf(item)?.get(key))];
    for (const flag of flags) if (flag && scalarOf(flag)?.value !== true) at(offsetOf(flag), `${q(key)}${NBSP}: écrivez true, ou retirez le champ`);
  }

  for (const item of itemsOf(fields.get('conditions')?.value)) {
    const condition = mapOf(item);
    checkPositive('amount', condition?.get('amount'), false, at);
    checkPositive('count', condition?.get('count'), true, at);
    const deadline = condition?.get('deadline');
    checkForm('deadline', deadline, DEADLINE, at);
    checkPositive('days', mapOf(deadline?.value)?.get('days'), true, at);
  }

  const eligibility = mapOf(fields.get('eligibility')?.value);
  checkPositive('years', mapOf(eligibility?.get('minAge')?.value)?.get('years'), true, at);
  const newCustomer = eligibility?.get('newCustomer');
  const rule = textOf(mapOf(newCustomer?.value)?.get('rule'));
  const months = mapOf(newCustomer?.value)?.get('months');
  checkPositive('months', months, true, at);
  if (newCustomer && rule === 'not-client-for' && !months) at(offsetOf(newCustomer), `${q('newCustomer')}${NBSP}: ${q('months')} manquant avec ${q('not-client-for')}`);
  if (rule === 'never-client' && months) at(months.keyStart, `${q('months')} en trop avec ${q('never-client')} (jamais client)`);
}
