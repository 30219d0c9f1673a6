import { BUILD_ID, type LatestBuild } from '@/lib/build-id';

/** Written once per build: the id of the build being served (docs/behaviours.md#nouvelle-version-en-ligne). */
export const dynamic = 'force-static';

export function GET(): Response {
  const body: LatestBuild = { id: BUILD_ID };
  return Response.json(body);
}
