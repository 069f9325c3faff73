import type { OpsEventKind, OpsEventStatus } from '../schemas/product';

/** A deployment succeeded or failed; an incident is open or resolved and has a severity. */
export const opsStatusesByKind: Record<OpsEventKind, readonly OpsEventStatus[]> = {
  deployment: ['succeeded', 'failed'],
  incident: ['open', 'resolved'],
};

type OpsEventFields = { kind: OpsEventKind; status: OpsEventStatus; severity: string | null };

/** Field messages for an event whose parts do not fit together; null when it is consistent. */
export function opsEventProblems(event: OpsEventFields): Record<string, string> | null {
  const problems: Record<string, string> = {};
  if (!opsStatusesByKind[event.kind].includes(event.status))
    problems.status =
      event.kind === 'deployment' ? 'A deployment succeeded or failed' : 'An incident is open or resolved';
  if (event.kind === 'incident' && !event.severity) problems.severity = 'Pick the severity of the incident';
  if (event.kind === 'deployment' && event.severity) problems.severity = 'Only incidents have a severity';
  return Object.keys(problems).length > 0 ? problems : null;
}

/** An incident's resolved-at moves with its status: set when it is resolved, cleared when it opens again. */
export function resolvedAtAfter(
  event: { kind: OpsEventKind; status: OpsEventStatus; resolved_at: string | null },
  now: string,
): string | null {
  if (event.kind !== 'incident' || event.status !== 'resolved') return null;
  return event.resolved_at ?? now;
}
