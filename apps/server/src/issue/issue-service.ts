import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';

import type { IssueState } from '@lancer/api/constants';
import { parseIssueSearch } from '@lancer/api/rules/issue-search';
import { checkIssueAction, checkProjectOngoing } from '@lancer/api/rules/project-access';
import { isBlankRichText } from '@lancer/api/rules/rich-text';
import { issueActions } from '@lancer/api/states/issue';

import type { Executor } from '../db/client';
import { issueComments, issues, type IssueRow } from '../db/issue-schema';
import { milestones } from '../db/milestone-schema';
import { projectMembers, projects } from '../db/project-schema';
import { AppError, conflict, notFound, refuse } from '../http/errors';
import { newId } from '../lib/ids';
import { announce, emitToProject } from '../notification/emit-notification';
import { issueFieldsOf, newIssueValues } from '../lib/new-issue-values';
import { paged, readPage, type PageQuery } from '../lib/paging';
import { iso } from '../lib/time';
import { loadProjectFor } from '../project/project-access';
import type { Services } from '../services';
import { sanitizeRichText } from '../lib/sanitize-html';
import { loadSummaries } from '../user/user-summaries';

async function toIssues(db: Executor, rows: IssueRow[]) {
  if (rows.length === 0) return [];
  const milestoneIds = [...new Set(rows.flatMap((row) => (row.milestoneId ? [row.milestoneId] : [])))];
  const [counts, people, stones] = await Promise.all([
    db
      .select({ issueId: issueComments.issueId, n: count() })
      .from(issueComments)
      .where(
        inArray(
          issueComments.issueId,
          rows.map((row) => row.id),
        ),
      )
      .groupBy(issueComments.issueId),
    loadSummaries(
      db,
      rows.flatMap((row) => [row.reporterId, row.assigneeId]),
    ),
    milestoneIds.length === 0
      ? []
      : db
          .select({ id: milestones.id, title: milestones.title })
          .from(milestones)
          .where(inArray(milestones.id, milestoneIds)),
  ]);
  const titleOf = new Map(stones.map((stone) => [stone.id, stone.title]));
  const countOf = new Map(counts.map((row) => [row.issueId, row.n]));
  return rows.map((row) => ({
    id: row.id,
    project_id: row.projectId,
    ...issueFieldsOf(row, people),
    milestone_id: row.milestoneId,
    milestone_title: row.milestoneId ? (titleOf.get(row.milestoneId) ?? null) : null,
    comment_count: countOf.get(row.id) ?? 0,
  }));
}
const toIssue = async (db: Executor, row: IssueRow) => (await toIssues(db, [row]))[0]!;

async function loadIssueFor(db: Executor, issueId: string, userId: string) {
  const [issue] = await db.select().from(issues).where(eq(issues.id, issueId)).limit(1);
  if (!issue) throw notFound('Issue');
  const access = await loadProjectFor(db, issue.projectId, userId);
  return { issue, ...access };
}

export async function createIssue(
  services: Services,
  userId: string,
  input: {
    project_id: string;
    title: string;
    description: string;
    assignee_id: string | null;
    milestone_id: string | null;
  },
) {
  const { project } = await loadProjectFor(services.db, input.project_id, userId);
  refuse(checkProjectOngoing(project.status));
  // The description comes from the rich text editor: kept as sanitised HTML, refused when blank.
  const description = sanitizeRichText(input.description);
  if (isBlankRichText(description)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Please input issue description', {
      description: 'Please input issue description',
    });
  }
  if (input.milestone_id) {
    const [milestone] = await services.db
      .select({ id: milestones.id })
      .from(milestones)
      .where(and(eq(milestones.id, input.milestone_id), eq(milestones.projectId, input.project_id)));
    if (!milestone) {
      throw new AppError(400, 'VALIDATION_FAILED', 'The milestone must belong to the project', {
        milestone_id: 'Pick a milestone of this project',
      });
    }
  }
  if (input.assignee_id) {
    const [member] = await services.db
      .select()
      .from(projectMembers)
      .where(
        and(eq(projectMembers.projectId, input.project_id), eq(projectMembers.userId, input.assignee_id)),
      );
    if (!member) {
      throw new AppError(400, 'VALIDATION_FAILED', 'The assignee must be a member of the project', {
        assignee_id: 'Pick a member of the project',
      });
    }
  }
  const row = await services.db.transaction(async (tx) => {
    // The counter row lock gives each issue the next number of its project, also under concurrency.
    const [counter] = await tx
      .update(projects)
      .set({ issueCounter: sql`${projects.issueCounter} + 1` })
      .where(eq(projects.id, input.project_id))
      .returning({ number: projects.issueCounter });
    const [created] = await tx
      .insert(issues)
      .values({
        ...newIssueValues(counter!.number, userId, input),
        projectId: input.project_id,
        description,
        milestoneId: input.milestone_id,
      })
      .returning();
    const told = await emitToProject(tx, input.project_id, {
      kind: 'issue_opened',
      subject: { project_id: input.project_id, issue_id: created!.id },
      actorId: userId,
      title: created!.title,
    });
    return { created: created!, told };
  });
  announce(services, row.told);
  return toIssue(services.db, row.created);
}

export async function fetchIssues(
  services: Services,
  userId: string,
  query: PageQuery & { project_id: string; state?: IssueState; milestone_id?: string; search?: string },
) {
  await loadProjectFor(services.db, query.project_id, userId);
  const where: SQL[] = [eq(issues.projectId, query.project_id)];
  if (query.state) where.push(eq(issues.state, query.state));
  if (query.milestone_id) where.push(eq(issues.milestoneId, query.milestone_id));
  const search = parseIssueSearch(query.search);
  if (search) {
    const words = `%${search.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = [ilike(issues.title, words), ilike(issues.description, words)];
    if (search.number !== null) matches.push(eq(issues.number, search.number));
    where.push(or(...matches)!);
  }
  const condition = and(...where);
  const { rows, total } = await readPage(services.db, issues, condition, [desc(issues.number)], query);
  return paged(await toIssues(services.db, rows), total, query);
}

export async function fetchIssue(services: Services, userId: string, issueId: string) {
  const { issue } = await loadIssueFor(services.db, issueId, userId);
  const comments = await services.db
    .select()
    .from(issueComments)
    .where(eq(issueComments.issueId, issueId))
    .orderBy(asc(issueComments.createdAt), asc(issueComments.id));
  const people = await loadSummaries(
    services.db,
    comments.map((c) => c.authorId),
  );
  return {
    ...(await toIssue(services.db, issue)),
    comments: comments.map((c) => ({
      id: c.id,
      issue_id: c.issueId,
      author: people.get(c.authorId),
      body: c.body,
      created_at: iso(c.createdAt),
    })),
  };
}

/** Resolve and Reopen by any member; Confirm by the reporter or the client (ISSUE-STATES). */
async function moveIssue(
  services: Services,
  userId: string,
  issueId: string,
  action: keyof typeof issueActions,
) {
  const { issue, role, project } = await loadIssueFor(services.db, issueId, userId);
  // A DONE or CLOSED project's issues are a record (docs/decisions/0500-deliver-finished-projects-and-money-keys.md).
  refuse(checkProjectOngoing(project.status));
  refuse(checkIssueAction(role, issue.reporterId === userId, issue.state, action));
  const rule = issueActions[action];
  let told: string[] = [];
  const row = await services.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(issues)
      .set({ state: rule.to, updatedAt: new Date() })
      .where(and(eq(issues.id, issueId), eq(issues.state, issue.state)))
      .returning();
    if (!moved) throw conflict('The issue changed meanwhile; reload it');
    if (action === 'resolve' || action === 'reopen')
      told = await emitToProject(tx, issue.projectId, {
        kind: action === 'resolve' ? 'issue_resolved' : 'issue_reopened',
        subject: { project_id: issue.projectId, issue_id: issue.id },
        actorId: userId,
        title: issue.title,
      });
    return moved;
  });
  announce(services, told);
  return toIssue(services.db, row);
}

export const resolveIssue = (services: Services, userId: string, issueId: string) =>
  moveIssue(services, userId, issueId, 'resolve');
export const confirmIssue = (services: Services, userId: string, issueId: string) =>
  moveIssue(services, userId, issueId, 'confirm');
export const reopenIssue = (services: Services, userId: string, issueId: string) =>
  moveIssue(services, userId, issueId, 'reopen');

export async function commentIssue(services: Services, userId: string, issueId: string, body: string) {
  const { issue, project } = await loadIssueFor(services.db, issueId, userId);
  refuse(checkProjectOngoing(project.status));
  const { comment, told } = await services.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(issueComments)
      .values({ id: newId(), issueId, authorId: userId, body })
      .returning();
    await tx.update(issues).set({ updatedAt: new Date() }).where(eq(issues.id, issueId));
    const recipients = await emitToProject(tx, issue.projectId, {
      kind: 'issue_commented',
      subject: { project_id: issue.projectId, issue_id: issue.id },
      actorId: userId,
      title: issue.title,
    });
    return { comment: inserted, told: recipients };
  });
  announce(services, told);
  const people = await loadSummaries(services.db, [userId]);
  return {
    id: comment!.id,
    issue_id: issueId,
    author: people.get(userId),
    body: comment!.body,
    created_at: iso(comment!.createdAt),
  };
}
