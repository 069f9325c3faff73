import { Demo } from '@lancer/features/public/demo/demo';

/** No role needed (spec: "/demo | no role requirement"). */
export default function DemoRoute() {
  return <Demo />;
}
