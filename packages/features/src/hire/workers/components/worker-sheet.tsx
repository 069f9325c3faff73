import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import type { Badge } from '@lancer/api/schemas/achievement';
import { sendInvitationBodySchema } from '@lancer/api/schemas/invitation';
import type { PortfolioItem } from '@lancer/api/schemas/review-portfolio';
import type { Request } from '@lancer/api/schemas/request';
import type { PublicUser } from '@lancer/api/schemas/user';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Avatar } from '@lancer/ui/components/avatar';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@lancer/ui/components/sheet';
import { Textarea } from '@lancer/ui/components/textarea';

import { fieldErrorText } from '../../../lib/apply-server-field-errors';
import { LoadMoreButton, type LoadMore } from '../../../lib/load-more-button';
import { parseFormBody } from '../../../lib/parse-form-body';
import { useLoadStateLabels } from '../../../lib/use-load-state-labels';
import { ProfileBadges } from '../../../components/profile-badges';
import { SkillList } from '../../../components/skill-list';
import { fullName } from './worker-card';
import { PortfolioSection } from '../../components/portfolio-section';
import { SelfIntro } from '../../components/self-intro';
import { AppLink } from '../../../navigation/app-link';
import { paths } from '../../../navigation/paths';

export type InviteState = { sending: boolean; sent: string | null; error: string | null };

type WorkerSheetProps = {
  worker: PublicUser | null;
  /** Badges the provider earned (their public profile). */
  badges: Loadable<readonly Badge[]>;
  /** Their portfolio (decision 1370): shown when there is any. */
  portfolio: Loadable<readonly PortfolioItem[]>;
  /** My RECRUITING jobs, to invite the provider to one. */
  openJobs: Loadable<readonly Request[]>;
  /** The next page of open jobs, while there is one (LIST-LOAD-MORE). */
  moreOpenJobs: LoadMore | null;
  invite: InviteState;
  onClose: () => void;
  onInvite: (requestId: string, message: string) => void;
};

type InviteValues = { request_id: string; message: string };

/** The job as picked (`invite.chooseJob` when none), then parsed by the invitation's own body. */
const inviteFormSchema = z
  .object({ request_id: z.string().min(1, 'invite.chooseJob'), message: z.string() })
  .transform((values, ctx): InviteValues =>
    parseFormBody(sendInvitationBodySchema.omit({ provider_id: true }), values, ctx, (path) =>
      path === 'request_id' ? path : 'message',
    ),
  );

/** A provider's profile in a side sheet, with "Invite to a request". */
export function WorkerSheet({
  worker,
  badges,
  portfolio,
  openJobs,
  moreOpenJobs,
  invite,
  onClose,
  onInvite,
}: WorkerSheetProps) {
  const { t } = useTranslation('hire', { keyPrefix: 'workers' });
  const loadLabels = useLoadStateLabels();
  const form = useForm<InviteValues, unknown, InviteValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { request_id: '', message: '' },
    // As before: "Please choose a job" stays until the next send.
    reValidateMode: 'onSubmit',
  });
  const errorText = (field: keyof InviteValues) =>
    fieldErrorText(form.formState.errors[field], (key) => t(key));
  return (
    <Sheet open={worker !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <SheetContent closeLabel={t('closeProfile')} className="w-full overflow-y-auto sm:max-w-lg">
        {worker ? (
          <>
            <SheetHeader>
              <div className="flex items-center gap-3">
                <Avatar src={worker.photo_url || null} email={worker.flid} alt="" size={56} />
                <div className="min-w-0">
                  <SheetTitle className="break-words">{fullName(worker)}</SheetTitle>
                  <SheetDescription>
                    @{worker.flid} · {t('hourly', { amount: worker.hourly })}
                  </SheetDescription>
                  <AppLink
                    to={paths.providerProfile.getHref(worker.flid)}
                    className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {t('publicProfile')}
                  </AppLink>
                </div>
              </div>
            </SheetHeader>
            <SheetBody className="flex flex-col gap-5">
              <dl className="grid grid-cols-3 gap-3 text-sm">
                <div className="rounded-md border p-3">
                  <dt className="text-muted-foreground">{t('averageScore')}</dt>
                  <dd className="text-lg font-semibold">{worker.average_score ?? '–'}</dd>
                </div>
                <div className="rounded-md border p-3">
                  <dt className="text-muted-foreground">{t('projectsDoneLabel')}</dt>
                  <dd className="text-lg font-semibold">{worker.projects_done}</dd>
                </div>
                <div className="rounded-md border p-3">
                  <dt className="text-muted-foreground">{t('readiness')}</dt>
                  <dd className="font-semibold">{worker.ready ? t('ready') : t('notReady')}</dd>
                </div>
              </dl>
              <section aria-label={t('selfIntro')} className="flex flex-col gap-1">
                <h3 className="text-sm font-medium">{t('selfIntro')}</h3>
                {worker.self_intro_html ? (
                  <SelfIntro html={worker.self_intro_html} />
                ) : (
                  <p className="text-sm text-muted-foreground">{t('noIntro')}</p>
                )}
              </section>
              <SkillList skills={worker.skills} label={t('skills')} />
              <section aria-labelledby="worker-badges" className="flex flex-col gap-2">
                <h3 id="worker-badges" className="text-sm font-medium">
                  {t('badges')}
                </h3>
                <LoadState
                  state={badges}
                  errorTitle={t('badgesFailed')}
                  isEmpty={(items) => items.length === 0}
                  empty={{ title: t('noBadges'), description: t('noBadgesHint') }}
                  {...loadLabels}
                >
                  {(items) => <ProfileBadges badges={items} />}
                </LoadState>
              </section>
              <PortfolioSection portfolio={portfolio} variant="sheet" />
              <section aria-labelledby="invite-title" className="flex flex-col gap-3 rounded-lg border p-4">
                <h3 id="invite-title" className="font-semibold">
                  {t('invite.title')}
                </h3>
                <LoadState
                  state={openJobs}
                  errorTitle={t('invite.jobsFailed')}
                  isEmpty={(jobs) => jobs.length === 0}
                  empty={{ title: t('invite.noJobs'), description: t('invite.noJobsHint') }}
                  {...loadLabels}
                >
                  {(jobs) => (
                    <form
                      noValidate
                      className="flex flex-col gap-3"
                      onSubmit={form.handleSubmit((body) => onInvite(body.request_id, body.message))}
                    >
                      <Controller
                        control={form.control}
                        name="request_id"
                        render={({ field }) => (
                          <Select value={field.value} onValueChange={field.onChange}>
                            <FormField label={t('invite.job')} error={errorText('request_id')}>
                              <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                                <SelectValue placeholder={t('invite.jobPlaceholder')} />
                              </SelectTrigger>
                            </FormField>
                            <SelectContent>
                              {jobs.map((job) => (
                                <SelectItem key={job.id} value={job.id}>
                                  {job.title}
                                </SelectItem>
                              ))}
                            </SelectContent>
                          </Select>
                        )}
                      />
                      <LoadMoreButton more={moreOpenJobs} />
                      <FormField label={t('invite.message')} error={errorText('message')}>
                        <Textarea maxLength={2000} {...form.register('message')} />
                      </FormField>
                      {invite.sent ? (
                        <Alert variant="success">
                          <AlertTitle>{t('invite.sent', { title: invite.sent })}</AlertTitle>
                        </Alert>
                      ) : null}
                      {invite.error ? (
                        <Alert variant="destructive">
                          <AlertTitle>{invite.error}</AlertTitle>
                        </Alert>
                      ) : null}
                      <Button type="submit" disabled={invite.sending}>
                        {invite.sending ? t('invite.sending') : t('invite.send')}
                      </Button>
                    </form>
                  )}
                </LoadState>
              </section>
            </SheetBody>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
