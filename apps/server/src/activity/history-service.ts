import { sql } from 'drizzle-orm';

import { historyPeriodStart } from '@lancer/api/rules/history-period';
import { hourlyPaymentTitle } from '@lancer/api/rules/hourly';
import type { HistoryEntry, HistoryKind, HistoryPeriod } from '@lancer/api/schemas/activity';

import { paged, pageWindow, type PageQuery } from '../lib/paging';
import type { Services } from '../services';

type Row = Omit<HistoryEntry, 'amount_cents' | 'at'> & {
  amount_cents: string | number | null;
  at: Date | string;
  total: string | number;
};

const nameSql = (alias: string) =>
  sql.raw(`COALESCE(NULLIF(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.flid)`);

/**
 * One timeline of the user's records, newest first (HISTORY-DERIVED): every event is read from
 * the row it happened to (requests, proposals, milestones, disputes, issues, payments), nothing is stored twice.
 */
export async function fetchHistory(
  services: Services,
  userId: string,
  query: PageQuery & { kind?: HistoryKind; period: HistoryPeriod },
) {
  const start = historyPeriodStart(query.period, new Date());
  const { limit, offset } = pageWindow(query);
  const result = (await services.db.execute(sql`
    WITH mine AS (SELECT project_id FROM project_members WHERE user_id = ${userId}),
    events AS (
      SELECT 'request-posted:' || r.id AS id, 'request' AS kind, 'request-posted' AS event, r.title,
             r.category AS context, NULL::text AS project_id, r.id AS request_id,
             NULL::bigint AS amount_cents, NULL::text AS currency, r.created_at AS at
        FROM requests r WHERE r.client_id = ${userId}
      UNION ALL
      SELECT CASE WHEN p.provider_id = ${userId} THEN 'proposal-sent:' ELSE 'proposal-received:' END || p.id,
             'proposal', CASE WHEN p.provider_id = ${userId} THEN 'proposal-sent' ELSE 'proposal-received' END,
             r.title, CASE WHEN p.provider_id = ${userId} THEN ${nameSql('c')} ELSE ${nameSql('v')} END,
             p.project_id, r.id, p.price_cents, p.currency, p.created_at
        FROM proposals p JOIN requests r ON r.id = p.request_id
        JOIN users c ON c.id = r.client_id JOIN users v ON v.id = p.provider_id
       WHERE p.provider_id = ${userId} OR r.client_id = ${userId}
      UNION ALL
      SELECT o.event || ':' || p.id, 'proposal', o.event, r.title,
             CASE WHEN p.provider_id = ${userId} THEN ${nameSql('c')} ELSE ${nameSql('v')} END,
             p.project_id, r.id, p.price_cents, p.currency, p.updated_at
        FROM proposals p JOIN requests r ON r.id = p.request_id
        JOIN users c ON c.id = r.client_id JOIN users v ON v.id = p.provider_id
        JOIN (VALUES ('REJECTED', 'proposal-rejected'), ('CLOSED', 'proposal-withdrawn'),
                     ('ACCEPTING', 'proposal-accepted'), ('ONGOING', 'proposal-accepted')) AS o(status, event)
          ON o.status = p.status
       WHERE p.provider_id = ${userId} OR r.client_id = ${userId}
      UNION ALL
      SELECT 'milestone-funded:' || m.id, 'milestone', 'milestone-funded', m.title, pr.title, pr.id,
             pr.request_id, m.amount_cents, m.currency, m.funded_at
        FROM milestones m JOIN projects pr ON pr.id = m.project_id
       WHERE m.project_id IN (SELECT project_id FROM mine) AND m.funded_at IS NOT NULL
      UNION ALL
      SELECT 'milestone-paid:' || m.id, 'milestone', 'milestone-paid', m.title, pr.title, pr.id,
             pr.request_id, m.amount_cents, m.currency, m.paid_at
        FROM milestones m JOIN projects pr ON pr.id = m.project_id
       WHERE m.project_id IN (SELECT project_id FROM mine) AND m.paid_at IS NOT NULL
      UNION ALL
      SELECT 'issue-opened:' || i.id, 'issue', 'issue-opened', '#' || i.number || ' ' || i.title, pr.title,
             pr.id, pr.request_id, NULL, NULL, i.created_at
        FROM issues i JOIN projects pr ON pr.id = i.project_id
       WHERE i.project_id IN (SELECT project_id FROM mine)
      UNION ALL
      SELECT 'issue-closed:' || i.id, 'issue', 'issue-closed', '#' || i.number || ' ' || i.title, pr.title,
             pr.id, pr.request_id, NULL, NULL, i.updated_at
        FROM issues i JOIN projects pr ON pr.id = i.project_id
       WHERE i.project_id IN (SELECT project_id FROM mine) AND i.state = 'closed'
      UNION ALL
      SELECT s.event || ':' || d.id, 'milestone', s.event,
             coalesce(m.title, ${hourlyPaymentTitle('')}::text || hw.week_start), pr.title, pr.id, pr.request_id,
             d.amount_cents, d.currency, s.at
        FROM disputes d LEFT JOIN milestones m ON m.id = d.milestone_id
        LEFT JOIN hourly_weeks hw ON hw.id = d.milestone_id JOIN projects pr ON pr.id = d.project_id
        CROSS JOIN LATERAL (VALUES ('dispute-opened', d.created_at), ('dispute-answered', d.answered_at),
                                   ('dispute-escalated', d.escalated_at),
                                   (CASE WHEN d.status = 'DECIDED' THEN 'dispute-decided' ELSE 'dispute-settled' END,
                                    d.resolved_at)) AS s(event, at)
       WHERE d.project_id IN (SELECT project_id FROM mine) AND s.at IS NOT NULL
      UNION ALL
      SELECT CASE WHEN pa.payer_id = ${userId} THEN 'payment-made:' ELSE 'payment-received:' END || pa.id,
             'payment', CASE WHEN pa.payer_id = ${userId} THEN 'payment-made' ELSE 'payment-received' END,
             m.title, pr.title, pr.id, NULL, pa.amount_cents, pa.currency, pa.paid_at
        FROM payments pa JOIN milestones m ON m.id = pa.milestone_id JOIN projects pr ON pr.id = pa.project_id
       WHERE (pa.payer_id = ${userId} OR pa.payee_id = ${userId}) AND pa.paid_at IS NOT NULL
    )
    SELECT *, count(*) OVER () AS total FROM events
     WHERE (${query.kind ?? null}::text IS NULL OR kind = ${query.kind ?? null})
       AND (${start?.toISOString() ?? null}::timestamptz IS NULL OR at >= ${start?.toISOString() ?? null}::timestamptz)
     ORDER BY at DESC, id
     LIMIT ${limit} OFFSET ${offset}`)) as unknown as { rows: Row[] };
  const items: HistoryEntry[] = result.rows.map(({ total: _total, ...row }) => ({
    ...row,
    amount_cents: row.amount_cents === null ? null : Number(row.amount_cents),
    at: new Date(row.at).toISOString(),
  }));
  // count(*) OVER () rides on every row; a page past the end has none, so count again there.
  const total = result.rows[0]
    ? Number(result.rows[0].total)
    : offset === 0
      ? 0
      : await countAll(services, userId, query);
  return paged(items, total, query);
}

async function countAll(
  services: Services,
  userId: string,
  query: PageQuery & { kind?: HistoryKind; period: HistoryPeriod },
): Promise<number> {
  const first = await fetchHistory(services, userId, { ...query, page: 1, page_size: 1 });
  return first.total;
}
