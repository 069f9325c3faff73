import {
  BotIcon,
  CodeIcon,
  ImageIcon,
  LanguagesIcon,
  ListChecksIcon,
  MessagesSquareIcon,
  SparklesIcon,
  TerminalSquareIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Card, CardDescription, CardHeader, CardTitle } from '@lancer/ui/components/card';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { AiNotConfigured } from '../components/ai-not-configured';
import { paths } from '../../navigation/paths';

const labTools = [
  'translation',
  'aiLlm',
  'taskCompletion',
  'multiturnChat',
  'imageGeneration',
  'aiDeveloper',
  'devBox',
] as const;
type LabTool = (typeof labTools)[number];

const icons = {
  translation: LanguagesIcon,
  aiLlm: SparklesIcon,
  taskCompletion: ListChecksIcon,
  multiturnChat: MessagesSquareIcon,
  imageGeneration: ImageIcon,
  aiDeveloper: CodeIcon,
  devBox: TerminalSquareIcon,
} as const;

const toolHrefs: Record<LabTool, string> = {
  translation: paths.labTranslation.getHref(),
  aiLlm: paths.labAiLlm.getHref(),
  taskCompletion: paths.taskCompletion.getHref(),
  multiturnChat: paths.multiturnChat.getHref(),
  imageGeneration: paths.imageGeneration.getHref(),
  aiDeveloper: paths.aiDeveloper.getHref(),
  devBox: paths.devBox.getHref(),
};

export type LabHomeViewProps = {
  status: Loadable<{ configured: boolean; model: string | null }>;
};

/** Lab home (/lab-home): every lab tool, what it does, a link to it, and whether AI is configured. */
export function LabHomeView({ status }: LabHomeViewProps) {
  const { t } = useTranslation('lab');
  const labels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-6 py-10">
      <PageHeader title={t('labHome.title')} description={t('labHome.lead')} />
      <LoadState state={status} errorTitle={t('shared.statusFailed')} {...labels}>
        {(data) =>
          data.configured ? (
            <Alert variant="success">
              <BotIcon aria-hidden />
              <AlertTitle>{t('labHome.configured', { model: data.model ?? '' })}</AlertTitle>
            </Alert>
          ) : (
            <AiNotConfigured />
          )
        }
      </LoadState>
      <h2 className="sr-only">{t('labHome.toolsLabel')}</h2>
      <ul aria-label={t('labHome.toolsLabel')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {labTools.map((tool) => {
          const Icon = icons[tool];
          const name = t(`tools.${tool}.name`);
          return (
            <li key={tool}>
              <Card className="relative h-full transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-muted/40">
                <CardHeader>
                  <Icon aria-hidden className="mb-2 size-5 text-primary" />
                  <CardTitle>
                    <AppLink
                      to={toolHrefs[tool]}
                      aria-label={t('labHome.open', { name })}
                      className="after:absolute after:inset-0 focus-visible:outline-none"
                    >
                      {name}
                    </AppLink>
                  </CardTitle>
                  <CardDescription>{t(`tools.${tool}.description`)}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
