import { useNavigate } from 'react-router-dom';

import { HomePage } from '@lancer/features/public/home/home-page';

import { paths } from '../config/paths';
import { useSignedIn } from '../lib/use-signed-in';

export default function HomeRoute() {
  const navigate = useNavigate();
  return (
    <HomePage
      signedIn={useSignedIn()}
      onSignIn={() => navigate(paths.signin.getHref())}
      onOpenWorkspace={() => navigate(paths.projects.getHref())}
    />
  );
}
