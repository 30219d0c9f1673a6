'use client';

import type { ErrorInfo } from 'next/error';
import { useEffect, useSyncExternalStore } from 'react';
import { lazyScreen } from '@/components/errors/lazy-screen';
import { isChunkLoadError, recoverFromChunkFailure } from '@/lib/browser/chunk-recovery';
import { THEME_STORAGE_KEY, storedChoice } from '@/lib/theme';
import './globals.css';
import './generated-rules.css';

// Loaded only when shown: the root error boundary is in every page's first load (see app/error.tsx).
const ErrorScreen = lazyScreen(() => import('@/components/errors/ErrorScreen').then((module) => module.ErrorScreen));
const noSubscription = () => () => {};
function storedTheme() {
  try {
    return storedChoice(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** When the root layout itself fails: the same error page, in a document of its own. */
export default function GlobalError({ error, retry }: ErrorInfo) {
  const theme = useSyncExternalStore(noSubscription, storedTheme, () => undefined);
  useEffect(() => {
    if (isChunkLoadError(error)) recoverFromChunkFailure(error);
  }, [error]);
  return (
    <html lang="fr" data-theme={theme}>
      <head>
        <title>Une erreur est survenue</title>
      </head>
      <body>
        <main id="contenu" tabIndex={-1}>
          <ErrorScreen error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
