import { LabHome } from '@lancer/features/lab/lab-home/lab-home';

import { paths } from '../config/paths';

const hrefs = {
  translation: paths.labTranslation.getHref(),
  aiLlm: paths.labAiLlm.getHref(),
  taskCompletion: paths.taskCompletion.getHref(),
  multiturnChat: paths.multiturnChat.getHref(),
  imageGeneration: paths.imageGeneration.getHref(),
  aiDeveloper: paths.aiDeveloper.getHref(),
  devBox: paths.devBox.getHref(),
};

/** /lab-home: the lab's tools and whether AI is configured. */
export default function LabHomeRoute() {
  return <LabHome hrefs={hrefs} />;
}
