import { Career } from '@lancer/features/public/career/career';

export default function CareerRoute() {
  return <Career />;
}
