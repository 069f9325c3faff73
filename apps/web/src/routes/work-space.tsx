import { WorkSpace } from '@lancer/features/deliver/work-space/work-space';

/** /work-space: what needs me now. */
export default function WorkSpaceRoute() {
  return <WorkSpace />;
}
