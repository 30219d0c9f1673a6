// @ts-check
// The writer's side of `npm run dev`: every save under the content folder runs the
// content gate (scripts/check-content.mjs, about half a second) and prints its
// French lines, so a mistake shows in the terminal at once while the servers keep
// running. Saves that arrive during a check are gathered into one more check. A saved data
// file (offres/*.yaml, codes.yaml, historique-primes.yaml, sources-watch.yaml) is then written into the site's typed
// modules (scripts/data-modules.mjs): contentlayer's watcher reads pages, not these.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {{ root: string, contentDir: string, print: (text: string) => void }} options
 * @returns {{ close: () => void, checked: () => Promise<void> }}
 */
export function watchContent({ root, contentDir, print }) {
  let running = false;
  let recordsChanged = false;
  /** @returns {Promise<string>} what the writer of the records' module printed (nothing when all went well) */
  const writeRecords = () =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [join(root, 'scripts/data-modules.mjs'), contentDir], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let printed = '';
      child.stdout.on('data', (chunk) => (printed += chunk));
      child.stderr.on('data', (chunk) => (printed += chunk));
      child.on('close', () => resolve(printed));
    });
  let again = false;
  /** @type {(() => void)[]} */
  let waiting = [];
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const records = recordsChanged;
    recordsChanged = false;
    const child = spawn(process.execPath, [join(root, 'scripts/check-content.mjs'), contentDir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', async () => {
      if (records) output += await writeRecords();
      print(`Contenu vérifié (${new Date().toLocaleTimeString('fr-FR')})\u00a0:\n${output}`);
      running = false;
      if (again) {
        again = false;
        run();
      } else {
        for (const resolve of waiting) resolve();
        waiting = [];
      }
    });
  };
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const watcher = watch(contentDir, { recursive: true }, (_event, file) => {
    const name = String(file ?? '').replaceAll('\\', '/');
    const record =
      (name.startsWith('offres/') && name.endsWith('.yaml')) ||
      name === 'codes.yaml' ||
      name === 'historique-primes.yaml' ||
      name === 'sources-watch.yaml';
    if (!record && !name.endsWith('.mdx')) return;
    if (record) recordsChanged = true;
    clearTimeout(timer);
    timer = setTimeout(run, 100);
  });
  run();
  return {
    close: () => watcher.close(),
    checked: () => new Promise((resolve) => (running ? waiting.push(resolve) : resolve())),
  };
}
