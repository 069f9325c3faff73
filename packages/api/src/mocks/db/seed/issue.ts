import { buildIssue, buildIssueComment } from '../../factories/issue';
import type { DemoProjects } from './project';
import type { DemoPeople } from './user';

/** The logo project's open and resolved issues, with Ada's comment. */
export function seedIssues({ a, b }: DemoPeople, { project }: DemoProjects) {
  const issues = [
    buildIssue({
      id: 'issue-1',
      project_id: project.id,
      number: 1,
      title: 'The croissant looks like a moon',
      reporter: a,
      assignee: b,
      milestone_id: 'milestone-2',
      milestone_title: 'Final logo',
      state: 'open',
      comment_count: 0,
    }),
    buildIssue({
      id: 'issue-2',
      project_id: project.id,
      number: 2,
      title: 'Colours fail contrast on white',
      description: 'The light brown text on white is hard to read.',
      reporter: a,
      assignee: b,
      state: 'resolved',
      comment_count: 0,
    }),
  ];
  const comments = [
    buildIssueComment({
      id: 'comment-1',
      issue_id: 'issue-2',
      author: b,
      body: 'Darkened the brown to #6B4423.',
    }),
  ];
  return { issues, comments };
}
