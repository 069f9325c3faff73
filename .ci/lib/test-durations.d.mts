export declare function readTestDurations(): Record<string, number>;
export declare function writeTestDurations(reports: Array<{ report: unknown }>, root: string): void;
