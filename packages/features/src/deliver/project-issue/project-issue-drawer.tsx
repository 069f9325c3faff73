import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import { Sheet, SheetBody, SheetContent, SheetHeader, SheetTitle } from '@lancer/ui/components/sheet';

import { ProjectIssue } from './project-issue';

import { AppLink } from '../../navigation/app-link';
import { paths } from '../../navigation/paths';

export type ProjectIssueDrawerProps = {
  projectId: string;
  /** Closing the drawer goes back to /projects. */
  onClose: () => void;
};

/** The projects screen's issues drawer (/projects/issues/{projectId}): its address can be shared. */
export function ProjectIssueDrawer({ projectId, onClose }: ProjectIssueDrawerProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'projectIssue' });
  return (
    <Sheet open onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent side="right" closeLabel={t('backToProject')} className="w-full sm:max-w-2xl">
        <SheetHeader>
          <SheetTitle>{t('title')}</SheetTitle>
          <Button variant="link" className="h-auto self-start p-0" asChild>
            <AppLink to={paths.projectIssue.getHref(projectId)}>{t('openPage')}</AppLink>
          </Button>
        </SheetHeader>
        <SheetBody>
          <ProjectIssue projectId={projectId} layout="drawer" />
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}
