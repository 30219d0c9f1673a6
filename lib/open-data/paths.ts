/**
 * Where the open data of the offers is served (app/offres.*), in one place: the routes,
 * the links that name them (footer, /parrainage, llms.txt) and the content gate, which
 * accepts a link to them as it accepts a link to a page.
 */
export const OPEN_DATA = {
  json: '/offres.json',
  csv: '/offres.csv',
  schema: '/offres.schema.json',
} as const;

export const OPEN_DATA_PATHS: ReadonlySet<string> = new Set(Object.values(OPEN_DATA));
