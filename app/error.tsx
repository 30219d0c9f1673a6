'use client';

import type { ErrorInfo } from 'next/error';
import { ErrorScreen } from '@/components/errors/ErrorScreen';

/** A page that fails to render, inside the site's header and footer. */
export default function PageError({ error, retry }: ErrorInfo) {
  return <ErrorScreen error={error} retry={retry} />;
}
