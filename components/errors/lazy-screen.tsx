import { Suspense, lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A component loaded only when it is first rendered, nothing before: the plain React.lazy, for
 * what every page's first load would otherwise carry (the error screen, whose boundaries are
 * in every page; the deadline calendar, which only offer pages show).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return function LazyScreen(props: P) {
    return (
      <Suspense fallback={null}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
