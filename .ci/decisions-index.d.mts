export type DecisionRecord = { number: string; file: string; title: string; status: string };
export declare function parseRecord(file: string, text: string): DecisionRecord;
export declare function indexMarkdown(records: DecisionRecord[]): string;
export declare function areasByFeatureFolder(): Map<string, string[]>;
export declare function withFeatureAreasMap(text: string, areasByFolder: Map<string, string[]>): string;
export declare function generatedFiles(): Promise<Array<{ file: string; current: string; expected: string }>>;
