import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SITE } from '@/lib/site';
import { ReportOutdated, reportMailto } from './ReportOutdated';

const page = { url: 'https://www.parrainage-malin.fr/banque/fortuneo/parrainage', title: 'Parrainage Fortuneo : primes & conditions' };

/** The parts a mail program reads from a mailto: address (RFC 6068). */
function parse(mailto: string) {
  const [address, query = ''] = mailto.replace(/^mailto:/, '').split('?');
  const params = Object.fromEntries(query.split('&').map((pair) => pair.split('=').map(decodeURIComponent)));
  return { address, subject: params.subject, body: params.body, raw: query };
}

describe('reportMailto', () => {
  it('writes to the site’s contact address, with the page’s title in the subject and its address in the body', () => {
    const mail = parse(reportMailto(page));
    expect(mail.address).toBe(SITE.email);
    expect(mail.subject).toBe('Information périmée\u00a0: Parrainage Fortuneo : primes & conditions');
    expect(mail.body).toContain(`Page concernée\u00a0: ${page.url}\r\n`);
    expect(mail.body).toContain('Ce qui me semble périmé');
  });

  it('percent-encodes everything, so that « & », spaces and line breaks survive every mail program', () => {
    const { raw } = parse(reportMailto(page));
    expect(raw.split('&')).toHaveLength(2);
    expect(raw).not.toMatch(/[ +\n]/);
    expect(raw).toContain('%0D%0A');
  });

  it('without a page, asks for the page’s address', () => {
    const mail = parse(reportMailto(undefined));
    expect(mail.subject).toBe(`Information périmée sur ${SITE.name}`);
    expect(mail.body).toContain('(indiquez son adresse)');
  });
});

describe('<ReportOutdated>', () => {
  it('is a plain server-rendered link with its French label: nothing runs, nothing is stored', () => {
    const html = renderToString(<ReportOutdated page={page} />);
    expect(html).toMatch(
      /^<a href="mailto:contact@parrainage-malin\.fr\?subject=[^"]+" data-report-outdated="true">Signaler une information périmée<\/a>$/,
    );
  });
});
