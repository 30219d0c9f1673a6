import { islandAttacherOf, type IslandAttacher } from './island';

/** An island found in a tree of elements: how to hydrate it, and its props. */
export type FoundIsland = { readonly attach: IslandAttacher<object>; readonly props: object };

const ELEMENT_TYPES = new Set<unknown>([Symbol.for('react.transitional.element'), Symbol.for('react.element')]);
const LAZY = Symbol.for('react.lazy');
const FRAGMENT = Symbol.for('react.fragment');

type ElementLike = { readonly $$typeof: unknown; readonly type: unknown; readonly props: { readonly children?: unknown } };
type LazyLike = { readonly $$typeof: typeof LAZY; readonly _payload: unknown; readonly _init: (payload: unknown) => unknown };

const isObject = (node: unknown): node is Record<string, unknown> => typeof node === 'object' && node !== null;
const isElement = (node: unknown): node is ElementLike => isObject(node) && ELEMENT_TYPES.has(node.$$typeof);
const isLazy = (node: unknown): node is LazyLike => isObject(node) && node.$$typeof === LAZY && typeof node._init === 'function';

/** Why a tree cannot be kept as the server's HTML: what a render would have to handle. */
export type NotKept = { readonly reason: string };

/**
 * The islands of a tree of elements sent by the server, in the order their wrappers stand in
 * the HTML (depth first), or why not: the tree holds something only a render would handle,
 * a client component that is not an island, or a part of the page data not yet read.
 * Server components have already run on the server, so the tree holds HTML elements, text,
 * fragments and client components only.
 */
export function islandsIn(node: unknown): FoundIsland[] | NotKept {
  const found: FoundIsland[] = [];
  const reason = walk(node, found);
  return reason === undefined ? found : { reason };
}

const nameOf = (type: unknown) =>
  typeof type === 'function' ? type.name || 'anonymous' : typeof type === 'symbol' ? type.toString() : typeof type;

/** Collects the islands under `node`; returns why it cannot, if it cannot. */
function walk(node: unknown, found: FoundIsland[]): string | undefined {
  if (node === null || node === undefined || typeof node === 'boolean' || typeof node === 'string' || typeof node === 'number')
    return undefined;
  if (Array.isArray(node)) {
    for (const child of node) {
      const reason = walk(child, found);
      if (reason !== undefined) return reason;
    }
    return undefined;
  }
  if (isLazy(node)) {
    let inner: unknown;
    try {
      inner = node._init(node._payload);
    } catch {
      // Not read yet (the lazy throws its promise): only a render can wait for it.
      return 'a part of the page data not read yet';
    }
    return walk(inner, found);
  }
  if (!isElement(node)) return `not an element: ${isObject(node) ? String(node.$$typeof ?? Object.keys(node).join(',')) : typeof node}`;
  const { props } = node;
  let { type } = node;
  if (isLazy(type)) {
    // A client component whose module the page data names: React reads it the same way.
    try {
      type = type._init(type._payload);
    } catch {
      return 'a client component whose code is not there yet';
    }
  }
  if (typeof type === 'string' || type === FRAGMENT) return walk(props.children, found);
  const attach = islandAttacherOf(type);
  if (!attach) return `a client component that is not an island: ${nameOf(type)}`;
  found.push({ attach, props });
  return undefined;
}
