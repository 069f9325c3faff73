import { rewriteResumeMock } from './rewrite-resume';
import { rewriteJobpostMock } from './rewrite-jobpost';

/** The ai area's calls: each one's scenario factories, by operation name. */
export const aiMocks = {
  rewriteResume: rewriteResumeMock,
  rewriteJobpost: rewriteJobpostMock,
} as const;
