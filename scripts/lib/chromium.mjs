// @ts-check
// The browsers here are Debian's builds of Chromium (Playwright never downloads one here):
// - the end-to-end tests run in its headless shell (package chromium-headless-shell), the same
//   Chromium without the desktop browser around it, which is what Playwright itself runs headless
//   tests in: it draws no browser window, so the same pages and checks take less time
//   (docs/operations.md);
// - the bench (Lighthouse) and the screenshots use the full browser, as visitors run it.
// `npm test` makes sure the tests' one is there before building anything: installed with apt when
// the user may (root), otherwise one French line with the command.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

/** The full browser: Lighthouse and the screenshots. */
export const BROWSER_CHROMIUM = '/usr/bin/chromium';
/** The end-to-end tests' browser, unless CHROMIUM_PATH names another. */
export const TEST_CHROMIUM = '/usr/bin/chromium-headless-shell';
const TEST_PACKAGE = 'chromium-headless-shell';
/** How every test and benchmark starts it here: no sandbox (root), no GPU, nothing fetched from the network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const INSTALL_COMMAND = `sudo apt-get install -y ${TEST_PACKAGE}`;

const executable = (/** @type {string} */ path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const aptInstall = () => {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', TEST_PACKAGE],
  ]) {
    if (spawnSync('apt-get', args, { env, stdio: 'inherit' }).status !== 0) return false;
  }
  return true;
};

/**
 * @param {{ env?: Record<string, string | undefined>, isExecutable?: (path: string) => boolean, isRoot?: boolean, hasApt?: boolean, install?: () => boolean }} [deps]
 * @returns {{ ok: true, path: string, installed: boolean } | { ok: false, message: string }}
 */
export function ensureChromium({
  env = process.env,
  isExecutable = executable,
  isRoot = process.getuid?.() === 0,
  hasApt = existsSync('/usr/bin/apt-get'),
  install = aptInstall,
} = {}) {
  const path = env.CHROMIUM_PATH || TEST_CHROMIUM;
  if (isExecutable(path)) return { ok: true, path, installed: false };
  if (env.CHROMIUM_PATH) {
    return {
      ok: false,
      message: `Chromium introuvable à CHROMIUM_PATH=${env.CHROMIUM_PATH} : corriger ce chemin, ou le retirer et lancer « ${INSTALL_COMMAND} », puis npm test.`,
    };
  }
  if (isRoot && hasApt && install() && isExecutable(path)) return { ok: true, path, installed: true };
  return {
    ok: false,
    message: `Le Chromium des tests de bout en bout (${TEST_CHROMIUM}) manque : lancer « ${INSTALL_COMMAND} » (ou définir CHROMIUM_PATH), puis npm test.`,
  };
}
