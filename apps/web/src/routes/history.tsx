import { History } from '@lancer/features/deliver/history/history';

/** /history: what I did and what happened to me. */
export default function HistoryRoute() {
  return <History />;
}
