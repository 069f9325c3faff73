import { submitReportMock } from './submit-report';

/** The report area's calls: each one's scenario factories, by operation name. */
export const reportMocks = {
  submitReport: submitReportMock,
} as const;
