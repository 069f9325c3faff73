import { AboutPage } from '@lancer/features/public/about/about-page';

export default function AboutRoute() {
  return <AboutPage />;
}
