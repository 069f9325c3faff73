import { useNavigate } from 'react-router-dom';

import { Home } from '@lancer/features/public/home/home';

import { paths } from '../config/paths';

export default function HomeRoute() {
  const navigate = useNavigate();
  return <Home onSignIn={() => navigate(paths.signin.getHref())} />;
}
