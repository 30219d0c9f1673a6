import { NBSP } from '@/lib/french';
import { SITE } from '@/lib/site';

/** The page a report is about: its public address and its title. */
export type ReportedPage = { readonly url: string; readonly title: string };

/**
 * A `mailto:` address to the site's contact address, its subject and body filled with
 * the page (RFC 6068: every character percent-encoded, lines ended by CRLF). The
 * visitor's own mail program sends it: the site stores nothing.
 */
export function reportMailto(page: ReportedPage | undefined, email: string = SITE.email): string {
  const subject = page ? `Information périmée${NBSP}: ${page.title}` : `Information périmée sur ${SITE.name}`;
  const body = [
    'Bonjour,',
    '',
    `Page concernée${NBSP}: ${page ? page.url : '(indiquez son adresse)'}`,
    '',
    `Ce qui me semble périmé${NBSP}:`,
    '',
    '',
    `Lien vers les conditions à jour, si vous l’avez${NBSP}:`,
    '',
  ].join('\r\n');
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** « Signaler une information périmée »: a plain link, server-rendered, with the page filled in. */
export function ReportOutdated({ page }: { page?: ReportedPage }) {
  return (
    <a href={reportMailto(page)} data-report-outdated>
      Signaler une information périmée
    </a>
  );
}
