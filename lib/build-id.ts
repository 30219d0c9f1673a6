/**
 * The id of the running build and where each build publishes it
 * (docs/behaviours.md#nouvelle-version-en-ligne: GET /builds/latest.json with a timestamp query). next.config.mjs sets SITE_BUILD_ID
 * (a hash of the build's inputs) and inlines it in server and browser code alike, so
 * the page knows which build it came from and /builds/latest.json which one is online.
 */
export const BUILD_ID = process.env.SITE_BUILD_ID ?? 'developpement';
export const LATEST_BUILD_PATH = '/builds/latest.json';

export type LatestBuild = { readonly id: string };

const BUILD_ID_SHAPE = /^[\w.-]{1,100}$/;

/** The id in a /builds/latest.json body, or undefined when the body is not one. */
export function parseLatestBuild(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('id' in body)) return undefined;
  const { id } = body;
  return typeof id === 'string' && BUILD_ID_SHAPE.test(id) ? id : undefined;
}

/**
 * Whether the build online differs from the one the page runs. Any difference counts,
 * a rollback included: the page's code no longer matches the server's files.
 */
export function isNewerBuild(current: string, latest: string | undefined): boolean {
  return latest !== undefined && latest !== current;
}
