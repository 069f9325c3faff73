import type { ProjectRole } from '@lancer/api/rules/next-actions';
import type { Project } from '@lancer/api/schemas/project';

/** My side of a project: its client, one of its providers, or another member. */
export const roleIn = (project: Pick<Project, 'client' | 'providers'>, userId: string): ProjectRole =>
  project.client.user_id === userId
    ? 'client'
    : project.providers.some((provider) => provider.user_id === userId)
      ? 'provider'
      : 'contributor';

export const displayName = (user: { first_name: string; last_name: string; flid: string }) =>
  `${user.first_name} ${user.last_name}`.trim() || user.flid;
