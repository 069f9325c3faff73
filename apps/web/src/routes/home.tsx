import { useNavigate } from 'react-router-dom';

import { HomePage } from '@lancer/features/public/home/home-page';

import { paths } from '../config/paths';

export default function HomeRoute() {
  const navigate = useNavigate();
  return <HomePage onSignIn={() => navigate(paths.signin.getHref())} />;
}
