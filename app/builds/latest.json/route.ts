import { BUILD_ID, type LatestBuild } from '@/lib/build-id';

/** Written once per build: the id of the build being served (SPEC §7). */
export const dynamic = 'force-static';

export function GET(): Response {
  const body: LatestBuild = { id: BUILD_ID };
  return Response.json(body);
}
