import { NotFoundView } from '@lancer/features/shell/not-found/not-found-view';

export default function NotFoundRoute() {
  return <NotFoundView />;
}
