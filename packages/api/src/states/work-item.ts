import type { WorkItemStatus } from '../schemas/product';
import type { Transitions } from './machine';

/** A work item moves forward one step at a time, and back one step (review sends it back to work). */
export const workItemTransitions: Transitions<WorkItemStatus> = {
  todo: ['in_progress'],
  in_progress: ['todo', 'review'],
  review: ['in_progress', 'done'],
  done: ['in_progress'],
};
