// `npm run dev`: the embedded Firestore default (as `npm start`), the content
// build in watch mode, the Next.js development server, and the content gate on
// every save (scripts/lib/content-watch.mjs), stopped together. contentlayer's own
// output (English banners, stack traces) is not shown: the gate prints the same
// problems in the writers' format, and the watchers keep running after a mistake.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { watchContent } from './lib/content-watch.mjs';
import { packageBin } from './lib/project-copy.mjs';
import { firestoreEnvironment } from './lib/site-server.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const { env: firestoreEnv, emulator } = await firestoreEnvironment(process.env);
// contentlayer2 takes its working folder from PWD, not from cwd (0.5.8 reads only PWD; INIT_CWD is set in case a version reads it).
const env = { ...firestoreEnv, PWD: ROOT, INIT_CWD: ROOT };
const contentDir = resolve(ROOT, env.CONTENT_DIR ?? 'content');
const [node, contentlayer] = packageBin('contentlayer2');
const [, next] = packageBin('next');
const host = env.HOSTNAME ?? '127.0.0.1';
const port = env.PORT ?? '3000';
const children = [
  spawn(node, [contentlayer, 'dev'], { cwd: ROOT, env, stdio: 'ignore' }),
  spawn(node, [next, 'dev', '-H', host, '-p', port], { cwd: ROOT, env, stdio: 'inherit' }),
];
const watcher = watchContent({ root: ROOT, contentDir, print: (text) => process.stdout.write(text) });
let stopping = false;
/** @param {number} code */
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  watcher.close();
  for (const child of children) child.kill('SIGTERM');
  await emulator?.stop();
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
