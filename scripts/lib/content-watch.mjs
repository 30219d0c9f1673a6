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
 * One of the project's scripts on the content folder: what it printed, once it has ended.
 * @param {string} root @param {string} script @param {string} contentDir
 * @returns {Promise<string>}
 */
function runScript(root, script, contentDir) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, script), contentDir], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', () => resolve(output));
  });
}

/**
 * @param {{ root: string, contentDir: string, print: (text: string) => void }} options
 * @returns {{ close: () => void, checked: () => Promise<void> }}
 */
export function watchContent({ root, contentDir, print }) {
  let running = false;
  let dataChanged = false;
  let again = false;
  /** @type {(() => void)[]} */
  let waiting = [];
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const data = dataChanged;
    dataChanged = false;
    void (async () => {
      let output = await runScript(root, 'scripts/check-content.mjs', contentDir);
      if (data) output += await runScript(root, 'scripts/data-modules.mjs', contentDir);
      print(`Contenu vérifié (${new Date().toLocaleTimeString('fr-FR')})\u00a0:\n${output}`);
      running = false;
      if (again) {
        again = false;
        run();
      } else {
        for (const resolve of waiting) resolve();
        waiting = [];
      }
    })();
  };
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const watcher = watch(contentDir, { recursive: true }, (_event, file) => {
    const name = String(file ?? '').replaceAll('\\', '/');
    const dataFile =
      (name.startsWith('offres/') && name.endsWith('.yaml')) ||
      name === 'codes.yaml' ||
      name === 'historique-primes.yaml' ||
      name === 'sources-watch.yaml';
    if (!dataFile && !name.endsWith('.mdx')) return;
    if (dataFile) dataChanged = true;
    clearTimeout(timer);
    timer = setTimeout(run, 100);
  });
  run();
  return {
    close: () => watcher.close(),
    checked: () => new Promise((resolve) => (running ? waiting.push(resolve) : resolve())),
  };
}
