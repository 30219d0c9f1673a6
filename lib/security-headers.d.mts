export declare const FIRESTORE_ORIGIN: string;
export declare function contentSecurityPolicy(options: { development: boolean; emulatorHost?: string }): string;
export declare function securityHeaders(options: {
  development: boolean;
  preview: boolean;
  emulatorHost?: string;
}): { key: string; value: string }[];
