declare module 'virtual:spec-coverage' {
  type Proof = {
    kind: 'story' | 'test';
    name: string;
    storyId?: string;
    file: string;
    line: number;
  };
  type CoveredRule = { id: string; section: string; rule: string; source: string; proofs: Proof[] };
  const coverage: {
    rules: CoveredRule[];
    unproved: string[];
    unknown: string[];
    problems: string[];
    claimCount: number;
  };
  export default coverage;
}
