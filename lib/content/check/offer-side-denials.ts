import { parseOfferRecord } from '../../offers/load';
import { resolveSide } from '../../offers/resolve-side';
import { sideFactsOf, type OfferSide } from '../../offers/resolved-offer';
import { formatEuros } from '../../primes/format';
import { guillemets as q } from '../../yaml-schema/nearest';
import { positionAt, type ContentProblem } from '../../yaml-schema/problem';
import { readYamlData, type YamlValue } from './frontmatter';

const NBSP = '\u00a0';
const WHO = { referee: 'filleul', sponsor: 'parrain' } as const satisfies Record<OfferSide, string>;
const OTHER = { referee: 'sponsor', sponsor: 'referee' } as const satisfies Record<OfferSide, OfferSide>;

/**
 * The words a visitor reads as « this side gets nothing »: « aucune prime pour le filleul »,
 * « ni la prime du filleul », « seul le parrain est récompensé », « ne récompense que le
 * parrain ». Said of a side the site shows a figure for, they contradict that figure: the
 * record must say instead that the provider does not publish the amount (the offer's origin
 * line then says the figure is our survey's).
 */
function denialOf(side: OfferSide): RegExp {
  const who = WHO[side];
  const other = WHO[OTHER[side]];
  return new RegExp(
    [
      `(?:aucune|pas de|sans|ni la)\\s+prime\\s+(?:pour\\s+(?:le|la|les)\\s+|du\\s+|au\\s+|des\\s+)${who}`,
      `seul(?:e|s)?\\s+(?:le|la)\\s+${other}\\b`,
      `ne\\s+récompens\\p{L}*\\s+que\\s+(?:le|la)\\s+${other}\\b`,
    ].join('|'),
    'iu',
  );
}

type Prose = { readonly path: string; readonly text: string; readonly start: number };

/** Every text of the record, with the path of its field and where its value starts. */
function proseOf(value: YamlValue | undefined, path: string): Prose[] {
  if (value === undefined) return [];
  switch (value.kind) {
    case 'scalar':
      return typeof value.value === 'string' ? [{ path, text: value.value, start: value.start }] : [];
    case 'list':
      return value.items.flatMap((item, index) => proseOf(item, `${path}[${index + 1}]`));
    case 'map':
      return [...value.fields].flatMap(([name, field]) => proseOf(field.value, path ? `${path}.${name}` : name));
  }
}

/**
 * A record whose words say a side gets no bonus while the site shows a figure for that side
 * (resolved from the settings document `values` exactly as every surface resolves it): the
 * visitor would read « aucune prime » beside « 10 € ». The status itself (`status: none` with an
 * amount) is held against the document by offer-records.ts; this is the same contradiction
 * carried by the record's prose (`withoutPage`, a reward's or a catch's text…).
 */
export function sideDenialProblems(file: string, source: string, values: Readonly<Record<string, unknown>>, label: string): ContentProblem[] {
  const { record } = parseOfferRecord(file, source);
  if (!record) return [];
  const { fields, errors } = readYamlData(source);
  if (errors.length > 0) return [];
  const texts = [...fields].flatMap(([name, field]) => proseOf(field.value, name));
  return (['referee', 'sponsor'] as const).flatMap((side) => {
    const facts = sideFactsOf(record.provider, record, side);
    const shown = resolveSide(facts, values).amount;
    if (shown === null || shown <= 0) return [];
    const denial = denialOf(side);
    return texts.flatMap(({ path, text, start }) => {
      const match = denial.exec(text);
      if (!match) return [];
      return [
        {
          file,
          ...positionAt(source, start),
          message:
            `${q(path)} dit ${q(match[0])}, alors que le site affiche ${formatEuros(shown)} pour le ${WHO[side]} (${facts.key} dans ${label})${NBSP}; ` +
            `si ${record.provider} ne publie pas ce montant, dites-le ainsi, ou mettez 0 et ${q('status: none')}`,
        },
      ];
    });
  });
}
