import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Proposal } from '@lancer/api/schemas/proposal';
import type { PublicUser } from '@lancer/api/schemas/user';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@lancer/ui/components/table';

import { formatAmount } from '../../../lib/format';
import { personName } from '../../../lib/person-name';

type CompareTableProps = {
  proposals: readonly Proposal[];
  /** The providers' public profiles (score, readiness), by user id; missing while loading. */
  providers: Readonly<Record<string, PublicUser | undefined>>;
};

/** Two or three proposals side by side, each at its latest version ("revised N times" under the price). */
export function CompareTable({ proposals, providers }: CompareTableProps) {
  const { t, i18n } = useTranslation('hire', { keyPrefix: 'hub' });
  const profile = (proposal: Proposal) => providers[proposal.provider.user_id];
  const rows: Array<[string, (proposal: Proposal) => ReactNode]> = [
    [t('compare.price'), (p) => formatAmount(p.price_cents, p.currency, i18n.language)],
    [
      t('compare.revisions'),
      (p) => (p.revision > 1 ? t('revised', { count: p.revision - 1 }) : t('notRevised')),
    ],
    [t('compare.duration'), (p) => t('days', { count: p.duration_days })],
    [
      t('compare.milestones'),
      (p) => (
        <ol className="list-decimal pl-4">
          {p.milestones.map((milestone, index) => (
            <li key={index}>
              {milestone.title} · {formatAmount(milestone.amount_cents, p.currency, i18n.language)}
            </li>
          ))}
        </ol>
      ),
    ],
    [t('compare.plan'), (p) => t(`plans.${p.payment_plan}`)],
    [
      t('compare.score'),
      (p) => {
        const found = profile(p);
        if (!found) return '…';
        return found.average_score === null ? t('compare.noScore') : `${found.average_score} / 100`;
      },
    ],
    [t('compare.projectsDone'), (p) => profile(p)?.projects_done ?? '…'],
    [
      t('compare.readiness'),
      (p) => {
        const found = profile(p);
        return found ? (found.ready ? t('compare.ready') : t('compare.notReady')) : '…';
      },
    ],
  ];
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <Table aria-label={t('compare.title')}>
        <TableHeader>
          <TableRow>
            <TableHead>
              <span className="sr-only">{t('compare.field')}</span>
            </TableHead>
            {proposals.map((proposal) => (
              <TableHead key={proposal.id} scope="col" className="min-w-40 break-words whitespace-normal">
                {personName(proposal.provider)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(([label, cell]) => (
            <TableRow key={label}>
              <TableHead scope="row" className="font-medium">
                {label}
              </TableHead>
              {proposals.map((proposal) => (
                <TableCell key={proposal.id} className="align-top break-words whitespace-normal">
                  {cell(proposal)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
