export declare function machine(): string;
export declare function load(averages?: number[]): string;
export type FigureRow = { what: string; number: string; date: string; machine: string; command: string };
export declare function withFigure(markdown: string, row: FigureRow): string;
export declare function recordFigure(figure: {
  what: string;
  number: string;
  command: string;
  loadAverages?: number[];
}): Promise<void>;
