import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOnlyModules } from '../eslint/client-code.mjs';
import { writeTree } from './helpers/run-check';

/**
 * The rules a tool enforces stay enforced: each of eslint.config.mjs's own rules, through
 * ESLint's Node API with the project's configuration, fires on a bad snippet and not on a
 * good one, so that a rule dropped or narrowed by mistake fails here rather than in silence.
 * The snippets are linted as if at a path of the project (lintText's filePath); no file is written there.
 */
const ROOT = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.mjs') });

/** The messages of one rule for a snippet linted as the file at `path`. */
async function messagesOf(rule: string, code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

// Loading the configuration (Next.js's rule sets, the import graph) takes a few seconds, once.
beforeAll(() => eslint.calculateConfigForFile(join(ROOT, 'components/SiteLink.tsx')), 60_000);

describe('no locale service in browser code (site-local/no-locale-services)', () => {
  const RULE = 'site-local/no-locale-services';
  const PROBE = 'components/lint-probe.tsx';
  const CLIENT = "'use client';\n\n";
  const USES = [
    ['Intl', "export const amount = new Intl.NumberFormat('fr-FR');"],
    ['Intl', "export const hasCollator = 'Collator' in globalThis.Intl;"],
    ['.localeCompare()', "export const byName = (a: string, b: string) => a.localeCompare(b, 'fr');"],
    ['.toLocaleString()', 'export const said = (n: number) => n.toLocaleString();'],
    ['.toLocaleDateString()', "export const day = (date: Date) => date.toLocaleDateString('fr-FR');"],
    ['.toLocaleTimeString()', "export const time = (date: Date) => date['toLocaleTimeString']();"],
    ['.toLocaleLowerCase()', "export const lower = (text: string) => text.toLocaleLowerCase('fr');"],
    ['.toLocaleUpperCase()', "export const upper = (text: string) => text.toLocaleUpperCase('fr');"],
    ['.localeCompare()', 'const { localeCompare } = String.prototype;\nexport const compare = localeCompare;'],
  ] as const;

  it.each(USES)("fires on %s in a 'use client' file, saying why", async (what, code) => {
    const messages = await messagesOf(RULE, `${CLIENT}${code}\n`, PROBE);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`${what} in a 'use client' file`);
    // The reason, not only the ban: the cost measured in 476deaa, and where the work belongs.
    expect(messages[0]).toMatch(/hydration.*476deaa/);
    expect(messages[0]).toMatch(/toLowerCase\(\)|The server orders names and formats dates/);
  });

  it.each(USES)('does not fire on %s in a server module', async (_what, code) => {
    expect(await messagesOf(RULE, `${code}\n`, PROBE)).toEqual([]);
  });

  it("does not fire on a type, on toLowerCase() or on a property named like a method in a 'use client' file", async () => {
    const code = [
      CLIENT,
      'export type Options = Intl.DateTimeFormatOptions;',
      'export const lower = (text: string) => text.toLowerCase();',
      'export const labels = { localeCompare: 1, Intl: 2 };',
    ].join('\n');
    expect(await messagesOf(RULE, `${code}\n`, PROBE)).toEqual([]);
  });

  it('fires in a module that only browser code imports, naming its importers', async () => {
    const [file, importers] = [...clientOnlyModules(ROOT)][0] ?? [];
    expect(file, 'some module is imported only by browser code').toBeDefined();
    const messages = await messagesOf(RULE, "export const byName = (a: string, b: string) => a.localeCompare(b, 'fr');\n", file ?? '');
    expect(messages).toEqual([expect.stringContaining(`browser code (imported only by browser code: ${importers?.join(', ')})`)]);
  });

  it('fires in instrumentation-client.ts, which Next.js runs in the browser', async () => {
    const messages = await messagesOf(RULE, "export const day = new Intl.DateTimeFormat('fr-FR');\n", 'instrumentation-client.ts');
    expect(messages).toEqual([expect.stringContaining('Next.js runs it in the browser before hydration')]);
  });
});

describe('the modules only browser code imports (clientOnlyModules)', () => {
  const work = mkdtempSync(join(tmpdir(), 'client-modules-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('follows runtime imports from browser files, leaves shared and type-only ones out', () => {
    writeTree(work, {
      'components/Client.tsx': [
        "// A comment first: still a client component.\n'use client';",
        "import { a } from '@/lib/client-only';",
        "import { shared } from '../lib/shared';",
        "import type { T } from '@/lib/types-only';",
        "import { type U } from '@/lib/inline-types';",
        "type V = typeof import('@/lib/typeof-only');",
        "const later = () => import('@/lib/lazy');",
      ].join('\n'),
      'components/Server.tsx': "import { shared } from '@/lib/shared';",
      'lib/client-only.ts': "export * from './deeper';",
      'lib/deeper.ts': 'export const b = 1;',
      'lib/shared.ts': 'export const shared = 1;',
      'lib/types-only.ts': 'export type T = 1;',
      'lib/inline-types.ts': 'export type U = 1;',
      'lib/typeof-only.ts': 'export const v = 1;',
      'lib/lazy.ts': 'export const lazy = 1;',
      // A test importing a module does not make it a server module.
      'lib/client-only.test.ts': "import { a } from './client-only';",
      // A cycle nothing else imports belongs to no one.
      'lib/cycle-a.ts': "import './cycle-b';",
      'lib/cycle-b.ts': "import './cycle-a';",
      'instrumentation-client.ts': "import { e } from '@/lib/entry-only';",
      'lib/entry-only.ts': 'export const e = 1;',
    });
    expect(Object.fromEntries(clientOnlyModules(work))).toEqual({
      'lib/client-only.ts': ['components/Client.tsx'],
      'lib/deeper.ts': ['lib/client-only.ts'],
      'lib/entry-only.ts': ['instrumentation-client.ts'],
      'lib/lazy.ts': ['components/Client.tsx'],
    });
  });
});

describe('next/link only in components/SiteLink.tsx (no-restricted-imports)', () => {
  const RULE = 'no-restricted-imports';
  const LINK = "import Link from 'next/link';\n\nexport const PageLink = Link;\n";

  it('fires on next/link anywhere else, saying to use <SiteLink>', async () => {
    for (const path of ['components/lint-probe.tsx', 'app/lint-probe/page.tsx', 'lib/lint-probe.ts']) {
      expect(await messagesOf(RULE, LINK, path), path).toEqual([expect.stringContaining('<SiteLink> (components/SiteLink.tsx)')]);
    }
    expect(await messagesOf(RULE, "export { default } from 'next/link';\n", 'components/lint-probe.tsx')).toHaveLength(1);
  });

  it('does not fire in components/SiteLink.tsx, nor on an import of SiteLink', async () => {
    expect(await messagesOf(RULE, LINK, 'components/SiteLink.tsx')).toEqual([]);
    const user = "import { SiteLink } from '@/components/SiteLink';\n\nexport const Home = SiteLink;\n";
    expect(await messagesOf(RULE, user, 'components/lint-probe.tsx')).toEqual([]);
  });
});
