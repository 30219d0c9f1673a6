// `npm run build` starts here: a malformed setting stops the build before the
// content build runs, with one French line naming the variable (lib/site-config.mjs).
import { configProblems, stopOnProblems } from '../lib/site-config.mjs';

stopOnProblems(configProblems(process.env));
