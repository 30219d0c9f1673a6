// How the build grows with the content: a temporary copy of the project with N
// generated articles (built from the sentences of the real ones), built once.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { timedBuild } from './timed-build.mjs';

export async function scaleBench(root, count) {
  const work = mkdtempSync(join(tmpdir(), 'scale-bench-'));
  try {
    for (const entry of readdirSync(root, { withFileTypes: true })) {
      if (['node_modules', '.next', '.git', 'test-results', 'bench'].includes(entry.name)) continue;
      cpSync(join(root, entry.name), join(work, entry.name), { recursive: true });
    }
    // Hard links: a real folder for Turbopack, no copy of the bytes.
    spawnSync('cp', ['-al', join(root, 'node_modules'), join(work, 'node_modules')]);
    const source = readFileSync(join(root, 'content/blog/parrainage-boursobank.mdx'), 'utf8').split(/^---$/m)[2] ?? '';
    for (let i = 1; i <= count; i += 1) {
      const day = String((i % 28) + 1).padStart(2, '0');
      writeFileSync(
        join(work, 'content/blog', `article-echelle-${i}.mdx`),
        `---\ntitle: "Article de charge ${i}"\ndescription: "Article généré pour mesurer la construction."\ndate: 2026-01-${day}\nprovider: BOURSOBANK\n---\n${source}`,
      );
    }
    const result = timedBuild(work, { ...process.env, NEXT_PUBLIC_PRIMES_SOURCE: 'static', NEXT_TELEMETRY_DISABLED: '1' });
    const pages = result.ok
      ? readdirSync(join(work, '.next/server/app'), { recursive: true }).filter((file) => String(file).endsWith('.html')).length
      : 0;
    return {
      articles: count,
      pages,
      seconds: result.seconds,
      peakMemoryMb: result.peakMemoryMb,
      ok: result.ok,
      ...(result.ok ? {} : { tail: result.output.slice(-2000) }),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
