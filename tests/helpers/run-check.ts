import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Runs `node scripts/check-content.mjs …args` as a writer would, with its whole output.
 * The tests' own GITHUB_ACTIONS is not passed on (on GitHub the check would add its
 * annotations to the report they assert); `env` sets it on purpose.
 */
export function runCheckCli(
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const { GITHUB_ACTIONS: _ci, ...inherited } = process.env;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/check-content.mjs'), ...args], {
      cwd: ROOT,
      env: { ...inherited, FORCE_COLOR: '0', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Writes a content folder from a map of relative paths to texts. */
export function writeTree(dir: string, files: Readonly<Record<string, string>>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}
