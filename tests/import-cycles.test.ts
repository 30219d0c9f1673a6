import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

/**
 * The folders of lib/ and the root configuration files form a graph without loops: a folder
 * that imports another is never imported back by it (directly or through others), so each can
 * be read, tested and moved on its own. A loop is named with the imports that close it.
 */
const ROOT = resolve(import.meta.dirname, '..');
const SOURCE = /\.(?:ts|tsx|mjs)$/;
const ROOT_CONFIGS = [
  'contentlayer.config.ts',
  'next.config.mjs',
  'mdx-components.tsx',
  'proxy.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return SOURCE.test(name) && !/\.test\.tsx?$|\.type-test\.ts$|\.generated\./.test(name) ? [path] : [];
  });
}

/** lib/<folder>/… is one node, a file directly in lib/ another, a root configuration file another. */
function nodeOf(file: string): string | undefined {
  const path = relative(ROOT, file).replaceAll('\\', '/');
  if (ROOT_CONFIGS.includes(path)) return path;
  const parts = path.split('/');
  if (parts[0] !== 'lib') return undefined;
  return parts.length > 2 ? `lib/${parts[1]}` : path.replace(/\.(?:ts|tsx|mjs)$/, '');
}

const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
}

/** Edges between nodes, each with one import that makes it (file → imported file). */
function folderGraph(): Map<string, Map<string, string>> {
  const files = [...filesUnder(join(ROOT, 'lib')), ...ROOT_CONFIGS.map((name) => join(ROOT, name))];
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = nodeOf(file);
    if (!from) continue;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const match of text.matchAll(SPECIFIER)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? '');
      const to = target && nodeOf(target);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${relative(ROOT, file)} → ${relative(ROOT, target)}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Loops of the graph, each as the edges that close it (Tarjan's strongly connected components). */
function loops(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) {
      found.push(
        component.flatMap((from) =>
          [...(graph.get(from) ?? new Map<string, string>())].filter(([to]) => component.includes(to)).map(([, edge]) => edge),
        ),
      );
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

it('no folder of lib/ and no root configuration imports back what it imports', () => {
  expect(loops(folderGraph())).toEqual([]);
});

it('sees a loop when there is one', () => {
  const graph = new Map([
    ['lib/a', new Map([['lib/b', 'lib/a/x.ts → lib/b/y.ts']])],
    ['lib/b', new Map([['lib/a', 'lib/b/y.ts → lib/a/z.ts']])],
    ['lib/c', new Map([['lib/a', 'lib/c/w.ts → lib/a/z.ts']])],
  ]);
  expect(loops(graph)).toEqual([expect.arrayContaining(['lib/a/x.ts → lib/b/y.ts', 'lib/b/y.ts → lib/a/z.ts'])]);
});
