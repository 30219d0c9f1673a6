// `npm run dev`: the embedded Firestore default (as `npm start`), the content
// build in watch mode and the Next.js development server, stopped together.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { firestoreEnvironment } from './lib/site-server.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');
const { env, emulator } = await firestoreEnvironment(process.env);
const children = [
  spawn(join(BIN, 'contentlayer2'), ['dev'], { cwd: ROOT, env, stdio: 'inherit' }),
  spawn(join(BIN, 'next'), ['dev', '-H', env.HOSTNAME ?? '127.0.0.1', '-p', env.PORT ?? '3000'], { cwd: ROOT, env, stdio: 'inherit' }),
];
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await emulator?.stop();
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
