import { Workers } from '@lancer/features/hire/workers/workers';

export default function WorkersRoute() {
  return <Workers />;
}
