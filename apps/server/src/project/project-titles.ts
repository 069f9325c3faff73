import { inArray } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { milestones } from '../db/milestone-schema';
import { projects } from '../db/project-schema';

/** The titles of the projects and milestones rows name (payments, disputes), two queries in all. */
export async function loadTitles(db: Executor, rows: readonly { projectId: string; milestoneId: string }[]) {
  const [projectRows, milestoneRows] = await Promise.all([
    db
      .select({ id: projects.id, title: projects.title })
      .from(projects)
      .where(
        inArray(
          projects.id,
          rows.map((row) => row.projectId),
        ),
      ),
    db
      .select({ id: milestones.id, title: milestones.title })
      .from(milestones)
      .where(
        inArray(
          milestones.id,
          rows.map((row) => row.milestoneId),
        ),
      ),
  ]);
  const project = new Map(projectRows.map((row) => [row.id, row.title]));
  const milestone = new Map(milestoneRows.map((row) => [row.id, row.title]));
  return {
    projectTitle: (id: string) => project.get(id) ?? '',
    milestoneTitle: (id: string) => milestone.get(id) ?? '',
  };
}
