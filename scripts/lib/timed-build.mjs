// A full production build (content, then Next.js) in a given folder, timed, with
// the peak memory of each step (GNU time), for the benchmark.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** @returns {{ seconds: number, peakMemoryMb: number | undefined, ok: boolean, output: string }} */
export function timedBuild(cwd, env) {
  const started = process.hrtime.bigint();
  let peakKb = 0;
  let output = '';
  for (const [command, args] of [
    ['contentlayer2', ['build']],
    ['next', ['build']],
  ]) {
    const result = spawnSync('/usr/bin/time', ['-v', join(cwd, 'node_modules/.bin', command), ...args], {
      cwd,
      env: { ...env, PWD: cwd },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    output += `${result.stdout}${result.stderr}`;
    const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr ?? '');
    if (rss) peakKb = Math.max(peakKb, Number(rss[1]));
    if (result.status !== 0)
      return { seconds: Number(process.hrtime.bigint() - started) / 1e9, peakMemoryMb: undefined, ok: false, output };
  }
  return {
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    peakMemoryMb: peakKb ? Math.round(peakKb / 1024) : undefined,
    ok: true,
    output,
  };
}
