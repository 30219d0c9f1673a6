// @ts-check
// The writer's side of `npm run dev`: every save under the content folder runs the
// content gate (scripts/check-content.mjs, about half a second) and prints its
// French lines, so a mistake shows in the terminal at once while the servers keep
// running. Saves that arrive during a check are gathered into one more check.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {{ root: string, contentDir: string, print: (text: string) => void }} options
 * @returns {{ close: () => void, checked: () => Promise<void> }}
 */
export function watchContent({ root, contentDir, print }) {
  let running = false;
  let again = false;
  /** @type {(() => void)[]} */
  let waiting = [];
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const child = spawn(process.execPath, [join(root, 'scripts/check-content.mjs'), contentDir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', () => {
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
    if (!file || !String(file).endsWith('.mdx')) return;
    clearTimeout(timer);
    timer = setTimeout(run, 100);
  });
  run();
  return {
    close: () => watcher.close(),
    checked: () => new Promise((resolve) => (running ? waiting.push(resolve) : resolve())),
  };
}
