import { disputeAnswerDueAt } from '@lancer/api/rules/dispute';
import { hourlyPaymentTitle } from '@lancer/api/rules/hourly';
import type { Dispute } from '@lancer/api/schemas/dispute';

import type { Executor } from '../db/client';
import type { DisputeRow } from '../db/dispute-schema';
import { disputedWeeks } from '../hourly/hourly-billing';
import { iso, isoOrNull } from '../lib/time';
import { loadTitles } from '../project/project-titles';
import { loadSummaries } from '../user/user-summaries';
import { loadEvidence } from './dispute-evidence';

/** Disputes as the contract shows them, with their project, milestone or week and people read in one go each. */
/** The waiting proposal of a dispute's row, null without one (SETTLEMENT-NAMES-PROPOSAL: with its version). */
export const proposalOf = (row: DisputeRow) =>
  row.proposedOutcome && row.proposedBy && row.proposedAt
    ? {
        version: row.proposalVersion,
        outcome: row.proposedOutcome,
        provider_cents: row.proposedProviderCents ?? 0,
        client_cents: row.amountCents - (row.proposedProviderCents ?? 0),
        proposed_by: row.proposedBy,
        proposed_at: iso(row.proposedAt),
      }
    : null;

export async function toDisputes(db: Executor, rows: DisputeRow[]): Promise<Dispute[]> {
  if (rows.length === 0) return [];
  const [titles, weeks, people, evidence] = await Promise.all([
    loadTitles(db, rows),
    disputedWeeks(
      db,
      rows.filter((row) => row.subject === 'hourly_week').map((row) => row.milestoneId),
    ),
    loadSummaries(
      db,
      rows.flatMap((row) => [row.clientId, row.providerId, row.decidedBy]),
    ),
    loadEvidence(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const week = weeks.get(row.milestoneId) ?? null;
    return {
      id: row.id,
      project_id: row.projectId,
      project_title: titles.projectTitle(row.projectId),
      subject: row.subject,
      milestone_id: row.milestoneId,
      milestone_title: week ? hourlyPaymentTitle(week.week_start) : titles.milestoneTitle(row.milestoneId),
      week,
      amount_cents: row.amountCents,
      currency: row.currency,
      client: people.get(row.clientId),
      provider: people.get(row.providerId),
      status: row.status,
      opened_by: row.openedBy,
      reason: row.reason,
      statement: row.statement,
      statement_evidence: evidence.get(row.id).statement,
      opened_at: iso(row.openedAt),
      answer_due_at: iso(disputeAnswerDueAt(row.openedAt)),
      answer: row.answer,
      answer_evidence: evidence.get(row.id).answer,
      answered_at: isoOrNull(row.answeredAt),
      proposal: proposalOf(row),
      escalated_at: isoOrNull(row.escalatedAt),
      resolution:
        row.outcome && row.resolvedAt
          ? {
              outcome: row.outcome,
              provider_cents: row.providerCents ?? 0,
              client_cents: row.clientCents ?? 0,
              reason: row.decisionReason,
              decided_by: row.decidedBy ? people.get(row.decidedBy) : null,
              refund_id: row.refundId,
              resolved_at: iso(row.resolvedAt),
            }
          : null,
    };
  });
}

export async function toDispute(db: Executor, row: DisputeRow) {
  const [dispute] = await toDisputes(db, [row]);
  return dispute!;
}
