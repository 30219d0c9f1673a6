import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ThrowAfterMount } from '@/components/test-routes/ThrowAfterMount';
import { testRoutesEnabled } from '@/lib/test-routes';

export const metadata: Metadata = { title: 'Page d’essai', robots: { index: false, follow: false } };

/** Test-only (lib/test-routes.ts): a page whose content throws once it is running in the browser. */
export default function ErrorTestPage() {
  if (!testRoutesEnabled()) notFound();
  return (
    <article className="doc">
      <h1>Page d’essai</h1>
      <ThrowAfterMount />
    </article>
  );
}
