export declare function inlineFlight(html: string): string;
export declare function pageWeight(html: string): { inlineDataBytes: number; clientComponents: number; clientInstances: number };
