/**
 * How old the amounts in the static HTML may get, in seconds: every page is
 * regenerated at most this often (ISR), with the document's values at that moment.
 * Set at build by SITE_REFRESH_SECONDS (lib/site-config.mjs checks it; next.config.mjs
 * inlines the result), ten minutes by default.
 */
export const REFRESH_SECONDS: number = Number(process.env.SITE_REFRESH_SECONDS ?? '600') || 600;
