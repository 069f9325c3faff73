import { Personal } from '@lancer/features/account/personal/personal';

export default function PersonalRoute() {
  return <Personal />;
}
