// `npm start`: Firestore (embedded emulator by default), build if missing or stale, serve.
import { resolve } from 'node:path';
import { configProblems, stopOnProblems } from '../lib/site-config.mjs';
import { siteCodesSummary } from './lib/site-codes-summary.mjs';
import { buildIfStale, firestoreEnvironment, startServer } from './lib/site-server.mjs';

// A malformed setting stops here, before the emulator or a build: one French line, exit 1.
stopOnProblems(configProblems(process.env, { localFirestore: true }));
const { env, emulator } = await firestoreEnvironment(process.env);
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  await emulator?.stop();
  process.exit(code);
};
try {
  buildIfStale(env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
console.log(siteCodesSummary(resolve(import.meta.dirname, '..', env.CONTENT_DIR ?? 'content')));
const { child, url } = startServer(env);
console.log(`Site servi sur ${url}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on('exit', (code) => stop(code ?? 0));
