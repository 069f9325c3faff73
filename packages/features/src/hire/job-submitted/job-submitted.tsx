import { useState } from 'react';

import { useFetchRequest } from '@lancer/api/request/fetch-request';

import { toLoadable } from '../../lib/to-loadable';
import { JobSubmittedView } from './job-submitted-view';

export type JobSubmittedProps = {
  requestId: string;
  /** The job's link for providers (absolute, to paste anywhere). */
  jobLink: string;
  /** Writes text to the clipboard; the browser's by default. */
  writeClipboard?: (text: string) => Promise<void>;
};

/** Job submitted (/job-submitted/{requestId}). */
export function JobSubmitted({
  requestId,
  writeClipboard = (text) => navigator.clipboard.writeText(text),
  ...links
}: JobSubmittedProps) {
  const request = useFetchRequest({ request_id: requestId });
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <JobSubmittedView
      request={toLoadable(request)}
      {...links}
      copy={copy}
      onCopyLink={() =>
        writeClipboard(links.jobLink).then(
          () => setCopy('copied'),
          () => setCopy('failed'),
        )
      }
    />
  );
}
