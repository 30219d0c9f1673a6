import { Suspense, lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A component loaded only when it is first rendered, nothing before (the error screen):
 * the plain React.lazy,
 * because error boundaries are in every page's first load.
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
