'use client';

import type { ErrorInfo } from 'next/error';
import { useEffect } from 'react';
import { lazyScreen } from '@/components/errors/lazy-screen';
import { isChunkLoadError, recoverFromChunkFailure } from '@/lib/browser/chunk-recovery';

/*
 * Next.js puts the error boundary's code in every page's first load, though it is
 * rarely shown: the screen itself (and its list of bots) loads only when needed.
 */
const ErrorScreen = lazyScreen(() => import('@/components/errors/ErrorScreen').then((module) => module.ErrorScreen));

/** A page that fails to render, inside the site's header and footer. */
export default function PageError({ error, retry }: ErrorInfo) {
  // Here too, not only in the screen: a missing chunk must not wait for another chunk to reload the page.
  useEffect(() => {
    if (isChunkLoadError(error)) recoverFromChunkFailure(error);
  }, [error]);
  return <ErrorScreen error={error} retry={retry} />;
}
