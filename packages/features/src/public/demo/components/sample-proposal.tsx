import { useTranslation } from 'react-i18next';

import { StatusBadge } from '@lancer/ui/components/status-badge';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@lancer/ui/components/table';

import { formatAmount, formatDay } from '../../../lib/format';
import type { DemoMilestone } from '../sample-data';
import { DemoSection } from './demo-section';

/** A proposal's milestones: title, amount, due date and state, with the total. */
export function SampleProposal({ milestones }: { milestones: readonly DemoMilestone[] }) {
  const { t, i18n } = useTranslation('public', { keyPrefix: 'demo' });
  const total = milestones.reduce((sum, milestone) => sum + milestone.amountCents, 0);
  return (
    <DemoSection title={t('proposal.title')} description={t('proposal.description')}>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('proposal.milestone')}</TableHead>
            <TableHead className="text-right">{t('proposal.amount')}</TableHead>
            <TableHead>{t('proposal.due')}</TableHead>
            <TableHead>{t('proposal.status')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {milestones.map((milestone) => (
            <TableRow key={milestone.key}>
              <TableCell className="font-medium whitespace-normal">
                {t(`sampleData.milestones.${milestone.key}`, { defaultValue: milestone.key })}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatAmount(milestone.amountCents, 'USD', i18n.language)}
              </TableCell>
              <TableCell>{formatDay(milestone.due, i18n.language, 'long')}</TableCell>
              <TableCell>
                <StatusBadge status={milestone.status} label={t(`status.${milestone.status}`)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>{t('proposal.total')}</TableCell>
            <TableCell className="text-right tabular-nums">
              {formatAmount(total, 'USD', i18n.language)}
            </TableCell>
            <TableCell colSpan={2} className="text-muted-foreground">
              {t('proposal.plan')}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </DemoSection>
  );
}
