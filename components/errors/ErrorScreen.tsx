'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { botFromUserAgent } from '@/lib/bots';
import { isChunkLoadError, recoverFromChunkFailure } from '@/lib/browser/chunk-recovery';

const noSubscription = () => () => {};
const botOfThisBrowser = () => botFromUserAgent(navigator.userAgent)?.name ?? null;

/**
 * What a visitor sees when a page fails to render (app/error.tsx, app/global-error.tsx):
 * a French message, a retry button and a link home. Bots (lib/bots.ts) get nothing, so
 * that the error text is never indexed or previewed as the page; the error is logged.
 * A chunk that failed to load is handed to the guarded reload of the boot script.
 */
export function ErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  // Known in the browser only; the error page is never sent as server HTML to anyone.
  const bot = useSyncExternalStore(noSubscription, botOfThisBrowser, () => null);
  useEffect(() => {
    if (isChunkLoadError(error)) recoverFromChunkFailure(error);
    if (bot) console.error(`Erreur de rendu : page d’erreur non affichée au robot ${bot}.`, error);
  }, [error, bot]);
  if (bot) return null;
  return (
    <section className="error-page" aria-labelledby="error-page-title">
      <h1 id="error-page-title">Une erreur est survenue</h1>
      <p className="error-page__lead">Cette page n’a pas pu s’afficher.</p>
      <p>Le problème est peut-être passager : réessayez. S’il persiste, repartez de l’accueil, d’où vous retrouverez toutes les offres.</p>
      <div className="error-page__actions">
        <button type="button" className="button" onClick={retry}>
          Réessayer
        </button>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load on purpose: after an error the page's state is not to be trusted. */}
        <a className="button button--secondary" href="/">
          Retour à la page d’accueil
        </a>
      </div>
    </section>
  );
}
