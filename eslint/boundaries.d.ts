// Types for eslint/boundaries.js, which eslint/boundaries.test.ts reads.
export interface Part {
  files: string[];
  may: string[];
  role: string;
}

export interface CoreRoom {
  room: string;
  files: string[];
  ignores?: string[];
  may?: string[];
  forbid?: string[];
  role: string;
}

export declare const PARTS: Record<string, Part>;
export declare const CORE_ROOMS: CoreRoom[];
export declare const EXCEPTIONS: { file: string; may: string[]; why: string }[];
export declare function coreFolders(root?: URL): string[];
export declare function panelNames(root?: URL): string[];
export declare function boundaryConfigs(panels?: string[], folders?: string[]): object[];
