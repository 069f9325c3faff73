import { DataVisualization } from '@lancer/features/insight/data-visualization/data-visualization';

export default function DataVisualizationRoute() {
  return <DataVisualization />;
}
