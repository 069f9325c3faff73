import { forbidden, type Refusal } from './refusal';

type ChatContext = {
  callerId: string;
  /** Everyone in the conversation, the caller included. */
  everyone: readonly string[];
  /** The members of the project it is about, when it is about one. */
  project: { memberIds: readonly string[] } | null;
  /** The job's client and the providers with a proposal on it, when it is about a job. */
  request: { clientId: string; proposerIds: readonly string[] } | null;
};

/**
 * Who may talk about a project or a job (decision 1600): a project's members among themselves; a
 * job's client with providers who proposed on it. Without a context anyone may talk to anyone.
 */
export function chatContextRefusal({ callerId, everyone, project, request }: ChatContext): Refusal | null {
  if (project) {
    if (!project.memberIds.includes(callerId)) return forbidden('You are not a member of this project');
    if (!everyone.every((id) => project.memberIds.includes(id)))
      return forbidden('Everyone in a project conversation must be a project member');
  }
  if (request) {
    const allowed = (id: string) => id === request.clientId || request.proposerIds.includes(id);
    if (!everyone.includes(request.clientId) || !everyone.every(allowed))
      return forbidden("A job's conversation is between its client and providers who proposed on it");
  }
  return null;
}
