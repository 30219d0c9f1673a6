// `import text from './file.css?inline'`: the stylesheet minified, as a string
// (scripts/lib/inline-css-loader.cjs for Next.js, Vite natively for the tests).
declare module '*.css?inline' {
  const css: string;
  export default css;
}
