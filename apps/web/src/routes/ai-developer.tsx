import { useNavigate } from 'react-router-dom';

import { AiDeveloper } from '@lancer/features/lab/ai-developer/ai-developer';

import { paths } from '../config/paths';

/** /ai-developer: a task in, code out; "Open in Dev box" carries the code to /dev-box. */
export default function AiDeveloperRoute() {
  const navigate = useNavigate();
  return (
    <AiDeveloper
      onOpenInDevBox={({ code, language }) =>
        void navigate(paths.devBox.getHref(), { state: { devBoxCode: { code, language } } })
      }
    />
  );
}
