/**
 * The latest of some ISO dates (frontmatter dates arrive as ISO strings). Every
 * document type requires at least one date, so the empty case only guards the types.
 */
export function latestDate(dates: readonly (string | undefined)[]): string {
  const present = dates.filter((date): date is string => typeof date === 'string' && date !== '');
  if (present.length === 0) throw new Error('aucune date dans le frontmatter (updated, lastChecked ou date)');
  return present.reduce((latest, date) => (Date.parse(date) > Date.parse(latest) ? date : latest));
}
