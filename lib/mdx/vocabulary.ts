import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as TypeScript from 'typescript';
import { REGISTRY_FILE, deriveVocabulary, type MdxVocabulary } from './derive-vocabulary';

export type { MdxVocabulary } from './derive-vocabulary';

/**
 * Where the derived vocabulary is written (relative to the project; ignored by Git): the
 * components writers may use and their props' rules, with the hash of the files it was read from.
 */
export const VOCABULARY_FILE = 'lib/mdx/vocabulary.generated.json';

type Generated = { readonly hash: string; readonly inputs: readonly string[]; readonly vocabulary: MdxVocabulary };

/**
 * The project whose registry (mdx-components.tsx) is read: the working directory, or
 * MDX_REGISTRY_ROOT when the content is built elsewhere (scripts/lib/content-build.mjs builds
 * in a copy of lib/ alone).
 */
const registryRoot = () => process.env.MDX_REGISTRY_ROOT ?? process.cwd();

/** The TypeScript version and the inputs' contents: the same hash, the same vocabulary. */
function inputsHash(root: string, inputs: readonly string[]): string | undefined {
  const hash = createHash('sha256');
  hash.update(createRequire(join(root, 'package.json'))('typescript/package.json').version as string);
  for (const input of inputs) {
    const path = join(root, input);
    if (!existsSync(path)) return undefined;
    hash.update(`\0${input}\0`).update(readFileSync(path));
  }
  return hash.digest('hex');
}

/** The generated file, or nothing when it is missing, unreadable or of another shape (it is derived again then). */
function readGenerated(file: string): Generated | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { hash, inputs, vocabulary } = parsed as Partial<Record<keyof Generated, unknown>>;
    const wellFormed =
      typeof hash === 'string' &&
      Array.isArray(inputs) &&
      inputs.every((input) => typeof input === 'string') &&
      typeof vocabulary === 'object' &&
      vocabulary !== null;
    return wellFormed ? (parsed as Generated) : undefined;
  } catch {
    return undefined;
  }
}

/** The generated file if its inputs are unchanged, else the vocabulary read again from the components' types (and written). */
function freshVocabulary(root: string): Generated {
  const file = join(root, VOCABULARY_FILE);
  const known = readGenerated(file);
  if (known && known.hash === inputsHash(root, known.inputs)) return known;
  const ts = createRequire(join(root, 'package.json'))('typescript') as typeof TypeScript;
  const { vocabulary, inputs } = deriveVocabulary(ts, root);
  const generated = { hash: inputsHash(root, inputs) ?? '', inputs, vocabulary };
  // Written whole then renamed: a content build and the tests may read it at the same time.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(generated, null, 2)}\n`);
  renameSync(temporary, file);
  return generated;
}

/** Modification times of the inputs: an unchanged stamp spares hashing them again in a long-lived process. */
const stamp = (root: string, inputs: readonly string[]) =>
  inputs
    .map((input) => {
      const stats = statSync(join(root, input), { throwIfNoEntry: false });
      return stats ? `${stats.mtimeMs}:${stats.size}` : '-';
    })
    .join(',');
const known = new Map<string, { readonly stamp: string; readonly generated: Generated }>();

/**
 * The components writers may use in MDX, with their props: the registry's (mdx-components.tsx),
 * read from their TypeScript props (lib/mdx/derive-vocabulary.ts). The content gate rejects any
 * other capitalised tag, unknown or missing prop, or out-of-list value (lib/content/check/mdx.ts).
 * Read again only when one of the files it comes from changes (a few seconds; otherwise a few
 * milliseconds), so the gate runs without React or the built content.
 */
export function mdxVocabulary(root: string = registryRoot()): MdxVocabulary {
  if (!existsSync(join(root, REGISTRY_FILE)))
    throw new Error(`${REGISTRY_FILE} introuvable dans ${root}\u00a0: le vocabulaire des composants se lit dans ses types`);
  const memo = known.get(root);
  if (memo && memo.stamp === stamp(root, memo.generated.inputs)) return memo.generated.vocabulary;
  const generated = freshVocabulary(root);
  known.set(root, { stamp: stamp(root, generated.inputs), generated });
  return generated.vocabulary;
}
