export declare const STATIC_BUDGETS: {
  readonly firstLoadGzipKb: number;
  readonly inlineDataKb: number;
  readonly clientComponents: number;
  readonly clientInstances: number;
};
