'use client';

import type { ErrorInfo } from 'next/error';
import { useSyncExternalStore } from 'react';
import { ErrorScreen } from '@/components/errors/ErrorScreen';
import { DEFAULT_THEME, THEME_STORAGE_KEY, parseTheme } from '@/lib/theme';
import './globals.css';

const noSubscription = () => () => {};
function storedTheme() {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

/** When the root layout itself fails: the same error page, in a document of its own. */
export default function GlobalError({ error, retry }: ErrorInfo) {
  const theme = useSyncExternalStore(noSubscription, storedTheme, () => DEFAULT_THEME);
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
