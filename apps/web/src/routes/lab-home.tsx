import { LabHome } from '@lancer/features/lab/lab-home/lab-home';

/** /lab-home: the lab's tools and whether AI is configured. */
export default function LabHomeRoute() {
  return <LabHome />;
}
