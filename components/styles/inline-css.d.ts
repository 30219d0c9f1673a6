// `import text from './file.css?inline'`: the stylesheet minified, as a string
// (scripts/lib/inline-css-loader.cjs, for Next.js and for Vitest).
declare module '*.css?inline' {
  const css: string;
  export default css;
}
