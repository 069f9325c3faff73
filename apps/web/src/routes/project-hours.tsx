import { useParams } from 'react-router-dom';

import { Timesheet } from '@lancer/features/deliver/timesheet/timesheet';

/** /project-hours/{projectId}: an hourly project's weeks, for its provider and its client (decision 1400). */
export default function ProjectHoursRoute() {
  const { projectId = '' } = useParams();
  return <Timesheet key={projectId} projectId={projectId} />;
}
