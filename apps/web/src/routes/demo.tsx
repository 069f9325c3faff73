import { DemoPage } from '@lancer/features/public/demo/demo-page';

/** No role needed (spec: "/demo | no role requirement"). */
export default function DemoRoute() {
  return <DemoPage />;
}
