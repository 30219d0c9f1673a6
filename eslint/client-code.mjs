// @ts-check
// The code the browser runs builds no locale service (ESLint's side of the rule; every route's
// desktop check, e2e/page-checks/load-work.ts, is the browser's side). The first Intl.Collator('fr')
// cost 13–29 ms of hydration on /, /parrainage and the guides (commit 476deaa): the server orders
// names and formats dates and amounts, and the browser only shows them.
//
// Browser code, for this rule: a file whose first statement is 'use client' (seen by the rule itself,
// so a new component is covered at once), Next.js's instrumentation-client.ts, and every module
// that only browser code imports (found by clientOnlyModules below, from the import graph, and
// given to the rule by eslint.config.mjs one file at a time: a module that gains or loses its last
// server importer gets another configuration, which also invalidates ESLint's cache for that file).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** The locale methods of String, Number, Date and Array: each builds or looks up locale rules on first use. */
const LOCALE_METHODS = new Set([
  'localeCompare',
  'toLocaleString',
  'toLocaleDateString',
  'toLocaleTimeString',
  'toLocaleLowerCase',
  'toLocaleUpperCase',
]);
const CASE_METHODS = new Set(['toLocaleLowerCase', 'toLocaleUpperCase']);

const WHY =
  "its first use builds locale rules (ICU) on the main thread, inside hydration (the first Intl.Collator('fr') cost 13–29 ms on /, commit 476deaa)";
const FIX_ORDER_OR_FORMAT =
  'The server orders names and formats dates and amounts: work it out there and pass the result as a prop (as the offer summaries’ nameRank, or a date said by formatDateFr).';
const FIX_CASE = 'French has no special case rules: toLowerCase()/toUpperCase() give the same text without building a locale.';

/** @type {import('eslint').Rule.RuleModule} */
const noLocaleServices = {
  meta: {
    type: 'problem',
    docs: { description: 'No Intl, toLocale*() or localeCompare() in code the browser runs' },
    schema: [
      {
        type: 'object',
        properties: { browserCode: { type: 'string', description: 'why the file is browser code without a use client directive' } },
        additionalProperties: false,
      },
    ],
    messages: { forbidden: '{{what}} in {{where}}: {{why}}. {{fix}}' },
  },
  create(context) {
    const { browserCode } = /** @type {{ browserCode?: string }} */ (context.options[0] ?? {});
    const first = context.sourceCode.ast.body[0];
    const useClient = first?.type === 'ExpressionStatement' && 'directive' in first && first.directive === 'use client';
    if (!useClient && !browserCode) return {};
    const where = useClient ? "a 'use client' file" : `browser code (${browserCode})`;
    /** @param {import('estree').Node} node @param {string} what */
    const report = (node, what) =>
      context.report({
        node,
        messageId: 'forbidden',
        data: { what, where, why: WHY, fix: CASE_METHODS.has(what.slice(1, -2)) ? FIX_CASE : FIX_ORDER_OR_FORMAT },
      });
    /** @param {import('estree').Node} key @param {boolean} computed */
    const nameOf = (key, computed) =>
      !computed && key.type === 'Identifier' ? key.name : key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
    return {
      // The global, read as a value: Intl.Collator, new Intl.NumberFormat, const I = Intl… (a type such as Intl.DateTimeFormatOptions costs nothing).
      'Identifier[name="Intl"]'(
        /** @type {import('estree').Identifier & { parent: { type: string, property?: unknown, computed?: boolean, key?: unknown, shorthand?: boolean } }} */ node,
      ) {
        const { parent } = node;
        if (
          parent.type.startsWith('TS') &&
          parent.type !== 'TSAsExpression' &&
          parent.type !== 'TSNonNullExpression' &&
          parent.type !== 'TSSatisfiesExpression'
        )
          return;
        if (parent.type === 'Property' && parent.key === node && !parent.shorthand && !parent.computed) return;
        if ((parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') && parent.key === node) return;
        // globalThis.Intl, window.Intl: the same global.
        report(node, 'Intl');
      },
      MemberExpression(node) {
        const name = nameOf(node.property, node.computed);
        if (name && LOCALE_METHODS.has(name)) report(node.property, `.${name}()`);
      },
      // const { localeCompare } = String.prototype
      'ObjectPattern > Property'(/** @type {import('estree').Property} */ node) {
        const name = nameOf(node.key, node.computed);
        if (name && LOCALE_METHODS.has(name)) report(node.key, `.${name}()`);
      },
    };
  },
};

export const plugin = { meta: { name: 'site-local' }, rules: { 'no-locale-services': noLocaleServices } };

// ——— Which modules only browser code imports ———

/** Folders of the site's own modules; tests, end-to-end specs and their fixtures are not importers that count. */
const FOLDERS = ['app', 'components', 'lib', 'scripts'];
const SOURCE = /\.(?:tsx?|mjs|js)$/;
const NOT_SHIPPED = /\.(?:test|spec|test-helper|type-test)\.[cm]?[jt]sx?$/;
/** Run by Next.js in the browser before hydration, without a directive. */
const BROWSER_ENTRIES = { 'instrumentation-client.ts': 'Next.js runs it in the browser before hydration' };

/** @param {string} root @param {string} dir @returns {string[]} project-relative paths, with / */
function sourcesUnder(root, dir) {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return dir === '' ? [] : sourcesUnder(root, path);
    return SOURCE.test(entry.name) && !NOT_SHIPPED.test(entry.name) ? [path] : [];
  });
}

const isUseClient = (/** @type {string} */ text) =>
  /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1/.test(text.replace(/^\uFEFF/, ''));

/**
 * The modules a file loads when it runs: static imports, re-exports and import() calls, not
 * type-only ones (import type, export type, import { type A }, typeof import()), which the compiler removes.
 * @param {string} text
 * @returns {string[]} the specifiers
 */
function runtimeImports(text) {
  return ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName, pos }) => {
    const before = text.slice(Math.max(0, pos - 2000), pos);
    const keyword = /\b(?:import|export)\b(?![\s\S]*\b(?:import|export)\b)[\s\S]*$/.exec(before)?.[0] ?? '';
    const typeOnly =
      /^(?:import|export)\s+type\s+(?!from\b)/.test(keyword) ||
      /^import\s*\{(?:\s*type\s+[\w$]+(?:\s+as\s+[\w$]+)?\s*,?)+\s*\}\s*from\s*$/.test(keyword) ||
      (/^import\s*\(\s*$/.test(keyword) && /\btypeof\s*$/.test(before.slice(0, before.length - keyword.length)));
    return typeOnly ? [] : [fileName];
  });
}

/** @param {string} root @param {string} from @param {string} specifier @param {Set<string>} files */
function resolveImport(root, from, specifier, files) {
  const base = specifier.startsWith('@/')
    ? join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(root, dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  const path = relative(root, base).split(sep).join('/');
  return [path, ...['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'].map((end) => path + end)].find((candidate) =>
    files.has(candidate),
  );
}

/**
 * The modules only browser code imports, each with the browser files that import it: a module
 * every importer of which is a 'use client' file, a browser entry or such a module, reached from one.
 * @param {string} root the project's folder
 * @returns {Map<string, string[]>} project-relative path → its browser importers
 */
export function clientOnlyModules(root) {
  const files = new Set([...sourcesUnder(root, ''), ...FOLDERS.flatMap((dir) => sourcesUnder(root, dir))]);
  /** @type {Map<string, Set<string>>} */
  const importers = new Map([...files].map((file) => [file, new Set()]));
  const browser = new Set(Object.keys(BROWSER_ENTRIES).filter((file) => files.has(file)));
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    if (isUseClient(text)) browser.add(file);
    for (const specifier of runtimeImports(text)) {
      const target = resolveImport(root, file, specifier, files);
      if (target && target !== file) importers.get(target)?.add(file);
    }
  }
  // Every imported module starts as a candidate; one with an importer outside browser code and the candidates leaves, until none does.
  const candidates = new Set([...files].filter((file) => !browser.has(file) && (importers.get(file)?.size ?? 0) > 0));
  for (let changed = true; changed;) {
    changed = false;
    for (const file of candidates) {
      if ([...(importers.get(file) ?? [])].some((importer) => !browser.has(importer) && !candidates.has(importer))) {
        candidates.delete(file);
        changed = true;
      }
    }
  }
  // Kept only if browser code reaches it (a cycle of modules nothing imports is no one's).
  /** @type {Map<string, string[]>} */
  const result = new Map();
  /** @type {(file: string, seen?: Set<string>) => boolean} */
  const reaches = (file, seen = new Set()) =>
    [...(importers.get(file) ?? [])].some(
      (importer) => browser.has(importer) || (!seen.has(importer) && (seen.add(importer), reaches(importer, seen))),
    );
  for (const file of candidates) if (reaches(file)) result.set(file, [...(importers.get(file) ?? [])].sort());
  return result;
}

/**
 * The configuration objects that give the rule the browser code no directive marks: one per file, with why.
 * @param {string} root
 * @returns {import('eslint').Linter.Config[]}
 */
export function browserCodeConfigs(root) {
  const entries = Object.entries(BROWSER_ENTRIES).filter(([file]) => existsSync(join(root, file)));
  /** @type {[string, string][]} */
  const modules = [...clientOnlyModules(root)].map(([file, by]) => [file, `imported only by browser code: ${by.join(', ')}`]);
  return [...entries, ...modules].map(([file, why]) => ({
    files: [file],
    rules: { 'site-local/no-locale-services': ['error', { browserCode: why }] },
  }));
}
