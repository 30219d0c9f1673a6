/**
 * The kinds of source watched: the provider's own pages (its terms, its help), which decide
 * whether a visitor gets the bonus. Press articles, comparators and other third-party pages
 * are dated readings of those terms; their changes (a new article, ads, comments) would bury
 * the writers in noise without saying that the offer changed.
 */
export const WATCHED_KINDS = ['conditions', 'officiel'] as const;
