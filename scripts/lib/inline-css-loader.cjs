// @ts-check
/**
 * Turbopack loader for `import css from './file.css?inline'`: the stylesheet minified by
 * Lightning CSS (the compiler Next.js itself uses for CSS), as a string module. Vite, hence
 * Vitest, reads the same import the same way natively.
 */
const { transform } = require('lightningcss');

/** Next.js's own default browser targets (next/dist/shared/lib/modern-browserslist-target). */
const version = (major, minor = 0) => (major << 16) | (minor << 8);
const TARGETS = { chrome: version(111), edge: version(111), firefox: version(111), safari: version(16, 4) };

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function inlineCssLoader(source) {
  const { code } = transform({ filename: this.resourcePath, code: Buffer.from(source), minify: true, targets: TARGETS });
  return `export default ${JSON.stringify(code.toString())};\n`;
};
