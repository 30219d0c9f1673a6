import { guillemets as q } from '../../yaml-schema/nearest';
import { isCalendarDate } from '../../yaml-schema/dates';
import { itemsOf, mapOf, textOf, type Fields } from './yaml-fields';

type Report = (offset: number, message: string) => void;
const NBSP = '\u00a0';

/**
 * The two rules every `sources` list follows, on a page (`lastChecked`) as on an offer
 * record (`checked`): « vérifié le » is a claim, so the date must be the day one of the
 * sources was read; and a source address is listed once. (A source's address, date and
 * kind are schema rules: schema.ts, from the Source type of lib/content/document-types.ts.)
 * @param dateField the field that dates the check
 * @param without what the reader sees when that field is removed, if anything
 */
export function checkSourceList(fields: Fields, dateField: 'lastChecked' | 'checked', report: Report, without?: string): void {
  const sources = itemsOf(fields.get('sources')?.value).flatMap((item) => mapOf(item) ?? []);
  const checked = fields.get(dateField);
  const day = textOf(checked);
  // A malformed date is the schema's to report.
  if (checked && day !== undefined && isCalendarDate(day) && !sources.some((source) => textOf(source.get('consulted')) === day)) {
    report(
      checked.keyStart,
      `${q(dateField)} (${day}) sans source consultée ce jour-là${NBSP}: ajoutez-la à ${q('sources')}, ou retirez ${q(dateField)}${without ? ` (${without})` : ''}`,
    );
  }
  const seen = new Set<string>();
  for (const source of sources) {
    const url = source.get('url');
    const address = textOf(url);
    if (url && address !== undefined && seen.has(address)) report(url.keyStart, `source ${q(address)} citée deux fois`);
    if (address !== undefined) seen.add(address);
  }
}
