import { DataVisualization } from '@lancer/features/insight/data-visualization/data-visualization';

import { paths } from '../config/paths';

export default function DataVisualizationRoute() {
  return <DataVisualization achievementsHref={paths.achievements.getHref()} />;
}
