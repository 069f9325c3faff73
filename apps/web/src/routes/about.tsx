import { About } from '@lancer/features/public/about/about';

export default function AboutRoute() {
  return <About />;
}
