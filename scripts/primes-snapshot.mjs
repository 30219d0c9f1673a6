// `npm run primes:snapshot [dossier]`: appends what changed in the live settings document
// to content/historique-primes.yaml (lib/primes/history/cli.ts), bundled and run directly
// by scripts/lib/run-ts-cli.mjs, like the content gate.
import { ROOT, firstLine, importTsCli } from './lib/run-ts-cli.mjs';

try {
  const { runSnapshot } = await importTsCli({ entry: 'lib/primes/history/cli.ts', cacheName: 'primes-snapshot' });
  process.exitCode = await runSnapshot(process.argv.slice(2), ROOT, (line) => process.stdout.write(`${line}\n`));
} catch (error) {
  // A fault of the command itself (not of the read, which runSnapshot reports): one line, not a stack trace.
  process.stdout.write(`Relevé des primes impossible\u00a0: ${firstLine(error)}. Rien n’est écrit.\n`);
  process.exitCode = 1;
}
