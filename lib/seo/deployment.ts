import { readDeployment, type Deployment } from '../deployment.mjs';

/**
 * This build's deployment. next.config.mjs serialises it into SITE_DEPLOYMENT, which
 * Next.js inlines at build time; outside a Next.js build (unit tests) the environment
 * is read directly.
 */
export const DEPLOYMENT: Deployment = process.env.SITE_DEPLOYMENT
  ? (JSON.parse(process.env.SITE_DEPLOYMENT) as Deployment)
  : readDeployment(process.env);

export const isPreview = DEPLOYMENT.kind === 'preview';

/** An absolute address on this deployment's site, for canonical links, feeds and structured data. */
export function absoluteUrl(path: string): string {
  return new URL(path, DEPLOYMENT.siteUrl).href;
}
