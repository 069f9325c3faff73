import { TaskCompletion } from '@lancer/features/lab/task-completion/task-completion';

/** /task-completion: a task and inputs to steps or a filled template. */
export default function TaskCompletionRoute() {
  return <TaskCompletion />;
}
