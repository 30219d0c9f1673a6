/**
 * What a page change shows: the progress bar and the animated landing. Loaded on
 * demand (lib/browser/lazy-navigation-ui.ts), not in the first load: a visitor who
 * reads one page never needs them, and they cost 2.7 kB gzip of start-up script.
 */
export { finishProgress, startProgress } from './progress-bar';
export { landOn } from './scroll';
