// @vitest-environment jsdom
import { Fragment, createElement, lazy, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { island } from './island';
import { islandsIn } from './islands-in';

type Props = { code?: string; group?: string };
const never = () => new Promise<ComponentType<Props>>(() => {});
const Copy = island(never, { as: 'span', server: undefined });
const Sort = island(never, { as: 'div', server: undefined });
const h = createElement;
const propsOf = (found: ReturnType<typeof islandsIn>) => (Array.isArray(found) ? found.map(({ props }) => props) : found);

describe('islandsIn', () => {
  it('lists the islands depth first, with their props, through HTML elements, arrays and fragments', () => {
    const tree = h(
      'div',
      null,
      h('p', null, 'a', h(Copy, { code: 'X' })),
      [h(Fragment, { key: 'f' }, h('li', null, h(Sort, { group: 'banques' })))],
      null,
      3,
      false,
    );
    expect(propsOf(islandsIn(tree))).toEqual([{ code: 'X' }, { group: 'banques' }]);
  });

  it('does not look inside an island', () => {
    expect(islandsIn(h(Sort, null, h(Copy, null)))).toHaveLength(1);
  });

  it('gives up on a client component that is not an island, and on page data not read yet', () => {
    function Plain() {
      return null;
    }
    expect(islandsIn(h('div', null, h(Plain)))).toEqual({ reason: 'a client component that is not an island: Plain' });
    expect(islandsIn(h('div', null, h(lazy(() => new Promise<{ default: typeof Plain }>(() => {})))))).toHaveProperty('reason');
    expect(islandsIn(h('div', null, {} as never))).toHaveProperty('reason');
  });

  it('reads a client component the page data gives as a lazy reference, as React does', () => {
    const reference = { $$typeof: Symbol.for('react.lazy'), _payload: Copy, _init: (payload: unknown) => payload };
    expect(propsOf(islandsIn(h('div', null, h(reference as never, { code: 'Z' }))))).toEqual([{ code: 'Z' }]);
    const notThere = {
      $$typeof: Symbol.for('react.lazy'),
      _payload: null,
      _init: () => {
        throw Promise.resolve();
      },
    };
    expect(islandsIn(h('div', null, h(notThere as never)))).toEqual({ reason: 'a client component whose code is not there yet' });
  });

  it('reads a lazy part already read', () => {
    const read = { $$typeof: Symbol.for('react.lazy'), _payload: h(Copy, { code: 'Y' }), _init: (payload: unknown) => payload };
    expect(propsOf(islandsIn(h('div', null, read as never)))).toEqual([{ code: 'Y' }]);
  });
});
