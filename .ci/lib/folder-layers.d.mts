export type FolderArrow = { from: string; to: string; uses: string[] };
export declare function folderLayers(dir: string): {
  arrows: FolderArrow[];
  backUp: FolderArrow[];
  mutual: FolderArrow[];
  layers: string[][];
};
