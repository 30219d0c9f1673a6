import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReferralBlock } from '@/components/mdx/ReferralBlock';
import { testRoutesEnabled } from '@/lib/test-routes';

export const metadata: Metadata = { title: 'Page d’essai', robots: { index: false, follow: false } };

/**
 * Test-only (lib/test-routes.ts): a referral block with a code, to prove the copy
 * button in a real browser. The content pages carry no code yet: the site's own codes
 * are the owner's to give, and none is invented.
 */
export default function ReferralTestPage() {
  if (!testRoutesEnabled()) notFound();
  return (
    <article className="doc">
      <h1>Page d’essai</h1>
      <ReferralBlock provider="BOURSOBANK" offer={{ lastModified: '2026-11-22' }} code={{ code: 'ESSAI2026', confirmed: '2026-11-22' }} />
    </article>
  );
}
