export type Deployment =
  | { readonly kind: 'production'; readonly siteUrl: string }
  | { readonly kind: 'preview'; readonly siteUrl: string; readonly branch?: string; readonly commit?: string };

export declare const DEFAULT_SITE_URL: string;
export declare function readDeployment(env: Record<string, string | undefined>): Deployment;
