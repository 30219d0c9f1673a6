import { Suspense, lazy, type ComponentType, type ReactElement } from 'react';
import { whenIdleAfterLoad } from '@/lib/browser/when-idle';

/**
 * A client component whose code loads after the first paint instead of with the page
 * (issue 15). The server renders it in full, so the HTML already shows it; at start,
 * React keeps that HTML as it is and hydrates it once the chunk has arrived, which it
 * requests when it first renders the component. Unless `preload` is false (code rarely
 * needed, such as the error screen), pages without it fetch the chunk when idle, so
 * that a later client-side navigation finds it ready; until then it renders nothing. A chunk that fails for good rejects as a ChunkLoadError, handled by the
 * boot script's guarded reload (lib/browser/boot-script.ts).
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>, { preload = true } = {}): (props: P) => ReactElement {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => ({ default: component })));
  const Live = lazy(loadOnce);
  if (preload && typeof window !== 'undefined') whenIdleAfterLoad(() => void loadOnce());
  function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Live {...props} />
      </Suspense>
    );
  }
  return Island;
}
