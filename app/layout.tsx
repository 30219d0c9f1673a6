import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NavigationEffects } from '@/components/navigation/NavigationEffects';
import { DemoBanner } from '@/components/layout/DemoBanner';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { GlobalValuesProvider } from '@/components/primes/GlobalValuesProvider';
import { BOOT_SCRIPT } from '@/lib/browser/boot-script';
import { reportAmountContradictions } from '@/lib/offers/agreement-log';
import { getServerSettings } from '@/lib/primes/server';
import { THEME_COLOR, siteMetadata } from '@/lib/seo/metadata';
import './globals.css';
import './generated-rules.css';

export const metadata: Metadata = siteMetadata();

/**
 * Every page is static and regenerated at most every 10 minutes with the document's
 * current amounts. Next.js reads this value from the source, so it must be a literal;
 * SITE_REFRESH_SECONDS can only shorten it (lib/primes/server.ts).
 */
export const revalidate = 600;

export const viewport: Viewport = {
  themeColor: THEME_COLOR,
  colorScheme: 'light',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { values: snapshot, updatedAt } = await getServerSettings();
  // The owner reads the build and server logs: a document that contradicts a record is named there too.
  reportAmountContradictions(snapshot);
  return (
    // The boot script sets data-theme to the visitor's stored choice before hydration; without one,
    // the stylesheet follows the system's preference.
    <html lang="fr" suppressHydrationWarning>
      <head>
        {/* First in <head>, before any paint: the visitor's theme, `data-js`, and the reload after a missing file (lib/browser/boot-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
      </head>
      <body>
        <a className="skip-link" href="#contenu">
          Aller au contenu
        </a>
        <DemoBanner />
        <NavigationEffects />
        <GlobalValuesProvider snapshot={snapshot}>
          <SiteHeader />
          <main id="contenu" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter amountsUpdatedAt={updatedAt} />
        </GlobalValuesProvider>
      </body>
    </html>
  );
}
