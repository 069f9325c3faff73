import { useFetchLabStatus } from '@lancer/api/lab/fetch-lab-status';

import { toLoadable } from '../../lib/to-loadable';
import { LabHomeView, type LabHomeViewProps } from './lab-home-view';

export type LabHomeProps = { hrefs: LabHomeViewProps['hrefs'] };

/** Lab home (/lab-home): the tools and whether the API has an AI endpoint. */
export function LabHome({ hrefs }: LabHomeProps) {
  return <LabHomeView status={toLoadable(useFetchLabStatus())} hrefs={hrefs} />;
}
