// @ts-check
/**
 * Turbopack loader for `import css from './file.css?inline'`: the stylesheet minified by
 * Lightning CSS (the compiler Next.js itself uses for CSS), as a string module. Vitest goes
 * through this same loader (vitest.config.ts).
 */
const { transform } = require('lightningcss');

/** @type {string[]} Next.js's own default browser targets, e.g. 'safari 16.4'. */
const NEXT_TARGETS = require('next/dist/shared/lib/modern-browserslist-target');
/** The same targets as Lightning CSS wants them: one number per browser, major << 16 | minor << 8. */
const TARGETS = Object.fromEntries(
  NEXT_TARGETS.map((target) => {
    const [browser = '', version = ''] = target.split(' ');
    const [major = 0, minor = 0] = version.split('.').map(Number);
    return [browser, (major << 16) | (minor << 8)];
  }),
);

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function inlineCssLoader(source) {
  const { code } = transform({ filename: this.resourcePath, code: Buffer.from(source), minify: true, targets: TARGETS });
  return `export default ${JSON.stringify(code.toString())};\n`;
};
