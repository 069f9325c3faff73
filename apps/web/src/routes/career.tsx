import { CareerPage } from '@lancer/features/public/career/career-page';

export default function CareerRoute() {
  return <CareerPage />;
}
