import { useNavigate } from 'react-router-dom';

import { HomeView } from '@lancer/features/public/home/home-view';

import { paths } from '../config/paths';

export default function HomeRoute() {
  const navigate = useNavigate();
  return <HomeView onSignIn={() => navigate(paths.signin.getHref())} />;
}
