import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type * as TypeScript from 'typescript';

/** How one prop of a writer's component is checked at build time. */
type PropRule = {
  readonly required?: boolean;
  /** Allowed literal values; the prop must then be a plain string, not an expression. */
  readonly oneOf?: readonly string[];
};

/** Each component a writer may use, with the rule of each prop it accepts (none: no prop). */
export type MdxVocabulary = Readonly<Record<string, Readonly<Record<string, PropRule>>>>;

/** The registry of every MDX body, relative to the project, and its exported type of the writers' components. */
export const REGISTRY_FILE = 'mdx-components.tsx';
const REGISTRY_TYPE = 'MdxVocabularyComponents';

type Ts = typeof TypeScript;

/**
 * A prop's rule, read from its type: required unless optional; `oneOf` when the type is a union of string
 * literals. A writer's attribute is always a string, so any other type (number, boolean, object) is refused
 * here: the gate would let through a value the component does not expect.
 */
function propRule(ts: Ts, checker: TypeScript.TypeChecker, component: string, prop: TypeScript.Symbol): PropRule {
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(prop));
  const members = type.isUnion() ? type.types : [type];
  if (!members.every((member) => member.isStringLiteral() || (member.flags & ts.TypeFlags.String) !== 0))
    throw new Error(
      `${REGISTRY_FILE}\u00a0: <${component}> ${prop.name} est de type ${checker.typeToString(type)}\u00a0; un attribut écrit en MDX est une chaîne (string ou union de chaînes)`,
    );
  const oneOf = members.every((member) => member.isStringLiteral())
    ? members.map((member) => (member as TypeScript.StringLiteralType).value)
    : undefined;
  return {
    ...((prop.flags & ts.SymbolFlags.Optional) === 0 ? { required: true } : {}),
    ...(oneOf ? { oneOf } : {}),
  };
}

/** What a writer may write on one component: the props of its first parameter, but `children` (the MDX between its tags). */
function componentRules(ts: Ts, checker: TypeScript.TypeChecker, component: TypeScript.Symbol): Record<string, PropRule> {
  const signatures = checker.getTypeOfSymbol(component).getCallSignatures();
  if (signatures.length === 0)
    throw new Error(`${REGISTRY_FILE}\u00a0: <${component.name}> n’est pas un composant (aucune signature d’appel)`);
  const props = signatures[0]?.parameters[0];
  if (props === undefined) return {};
  const rules: Record<string, PropRule> = {};
  for (const prop of checker.getPropertiesOfType(checker.getTypeOfSymbol(props))) {
    if (prop.name !== 'children') rules[prop.name] = propRule(ts, checker, component.name, prop);
  }
  return rules;
}

/**
 * The writers' vocabulary, read by the TypeScript compiler from the registry (mdx-components.tsx):
 * the components of its `MdxVocabularyComponents` type, each with its props. Also the project's own
 * files the answer was read from (not node_modules/ nor .contentlayer/), relative to `root`: when
 * none of them changes, neither does the vocabulary (lib/mdx/vocabulary.ts keeps it by their hash).
 * Some seconds: a program over the registry and everything it imports.
 */
export function deriveVocabulary(ts: Ts, root: string): { vocabulary: MdxVocabulary; inputs: string[] } {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  // Only the registry's import graph, no emit and no automatic @types: the compiler answers one question.
  const options = { ...config?.options, noEmit: true, incremental: false, types: [] };
  const program = ts.createProgram({ rootNames: [join(root, REGISTRY_FILE)], options });
  const checker = program.getTypeChecker();
  const registry = program.getSourceFile(join(root, REGISTRY_FILE));
  const registryModule = registry && checker.getSymbolAtLocation(registry);
  const exported = registryModule && checker.getExportsOfModule(registryModule).find((symbol) => symbol.name === REGISTRY_TYPE);
  if (exported === undefined) throw new Error(`${REGISTRY_FILE}\u00a0: le type exporté ${REGISTRY_TYPE} est introuvable`);
  const vocabulary: Record<string, Record<string, PropRule>> = {};
  for (const component of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(exported))) {
    vocabulary[component.name] = componentRules(ts, checker, component);
  }
  const inputs = program
    .getSourceFiles()
    .map((file) => relative(root, file.fileName).split(sep).join('/'))
    .filter((path) => !path.startsWith('..') && !path.split('/').some((part) => part === 'node_modules' || part === '.contentlayer'));
  // The lockfile stands for the installed packages whose types the props may use (TypeScript, React, Next.js);
  // the project's copies under test-fixtures/ have none.
  const lockfile = existsSync(join(root, 'package-lock.json')) ? ['package-lock.json'] : [];
  return { vocabulary, inputs: ['tsconfig.json', ...lockfile, ...inputs] };
}
