import { HomePage } from '@lancer/features/public/home/home-page';

import { useSignedIn } from '../lib/use-signed-in';

export default function HomeRoute() {
  return <HomePage signedIn={useSignedIn()} />;
}
