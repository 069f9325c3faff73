// A chart in the same app, recharts not installed: the import fails with the runtime's (or a
// bundler's) own missing-module error naming the optional peer to install.
import { LineChart } from '@lancer/ui/components/line-chart';

console.log(typeof LineChart);
