// Checks a content folder (default: content/) the way the build does, without
// touching the project's generated files: `node scripts/check-content.mjs [dossier]`.
import { runContentBuild } from './lib/content-build.mjs';

const { status, output } = runContentBuild(process.argv[2] ?? 'content');
process.stdout.write(output);
process.exit(status ?? 1);
