import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import type { Request } from '@lancer/api/schemas/request';
import {
  inviteTalentListBodySchema,
  talentListNameSchema,
  type InviteTalentListResult,
  type TalentList,
  type TalentListDetail,
} from '@lancer/api/schemas/talent-list';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Avatar } from '@lancer/ui/components/avatar';
import { Button } from '@lancer/ui/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lancer/ui/components/card';
import { ConfirmButton } from '@lancer/ui/components/confirm-button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';
import { Textarea } from '@lancer/ui/components/textarea';

import { LoadMoreButton, type LoadMore } from '../lib/load-more-button';
import { personName } from '../lib/person-name';
import { useLoadStateLabels } from '../lib/use-load-state-labels';
import { AppLink } from '../navigation/app-link';
import { paths } from '../navigation/paths';
import { FormDialog } from './form-dialog';

/** Where a change of one list stands: its dialog closes on `done`, shows `failed`'s reason. */
export type TalentListChange = { status: 'idle' | 'busy' | 'done' } | { status: 'failed'; reason: string };

export type TalentListsListProps = {
  lists: Loadable<readonly TalentList[]>;
  /** The list whose providers show, and them. */
  openId: string | null;
  openList: Loadable<TalentListDetail>;
  /** My RECRUITING jobs, to invite a list to (asked for once an invite dialog opens). */
  openJobs: Loadable<readonly Request[]>;
  /** The next page of open jobs, while there is one (LIST-LOAD-MORE). */
  moreOpenJobs: LoadMore | null;
  /** The rename or invitation under way or just ended, and of which list. */
  rename: { id: string; state: TalentListChange } | null;
  invite: { id: string; state: TalentListChange; result: InviteTalentListResult | null } | null;
  deletingId: string | null;
  removingId: string | null;
  /** The last delete's or removal's refusal. */
  failed: string | null;
  onOpen: (list: TalentList | null) => void;
  onInviting: (list: TalentList | null) => void;
  onRename: (list: TalentList, name: string) => void;
  onDelete: (list: TalentList) => void;
  onRemove: (list: TalentList, providerId: string) => void;
  onInvite: (list: TalentList, requestId: string, message: string) => void;
};

const nameFormSchema = z.object({ name: talentListNameSchema });

/** The invitation's form: the job (required) and the contract's message. */
const inviteFormSchema = inviteTalentListBodySchema
  .pick({ message: true })
  .extend({ request_id: z.string().min(1, 'Choose a job') });
type InviteForm = z.input<typeof inviteFormSchema>;

function RenameDialog({
  list,
  state,
  onRename,
}: {
  list: TalentList;
  state: TalentListChange;
  onRename: (name: string) => void;
}) {
  const { t } = useTranslation('common', { keyPrefix: 'talentList' });
  const [open, setOpen] = useState(false);
  // Only this dialog's own submit closes it: a rename finished before it opened does not.
  const [sent, setSent] = useState(false);
  const form = useForm<z.infer<typeof nameFormSchema>>({
    resolver: zodResolver(nameFormSchema),
    values: { name: list.name },
  });
  if (sent && open && state.status === 'done') {
    setSent(false);
    setOpen(false);
  }
  const error = form.formState.errors.name;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setSent(false);
        setOpen(next);
      }}
      trigger={
        <Button type="button" size="sm" variant="outline" aria-label={t('renameNamed', { name: list.name })}>
          {t('rename')}
        </Button>
      }
      closeLabel={t('close')}
      title={t('renameTitle')}
      onSubmit={form.handleSubmit((values) => {
        setSent(true);
        onRename(values.name);
      })}
      failure={sent && state.status === 'failed' ? { title: t('renameFailed'), reason: state.reason } : null}
      cancelLabel={t('cancel')}
      submitLabel={t('rename')}
      busy={sent && state.status === 'busy'}
    >
      <FormField
        label={t('name')}
        error={error ? t(error.type === 'too_big' ? 'nameTooLong' : 'nameRequired') : undefined}
      >
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
    </FormDialog>
  );
}

function InviteDialog({
  list,
  jobs,
  moreJobs,
  state,
  onOpenChange,
  onInvite,
}: {
  list: TalentList;
  jobs: Loadable<readonly Request[]>;
  moreJobs: LoadMore | null;
  state: TalentListChange;
  onOpenChange: (open: boolean) => void;
  onInvite: (requestId: string, message: string) => void;
}) {
  const { t } = useTranslation('common', { keyPrefix: 'talentList' });
  const loadLabels = useLoadStateLabels();
  const [open, setOpen] = useState(false);
  const form = useForm<InviteForm, unknown, z.output<typeof inviteFormSchema>>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { request_id: '', message: '' },
  });
  const jobId = form.watch('request_id');
  const missing = Boolean(form.formState.errors.request_id);
  // Only this dialog's own submit closes it: an invitation finished before it opened does not.
  const [sent, setSent] = useState(false);
  const change = (next: boolean) => {
    setSent(false);
    setOpen(next);
    onOpenChange(next);
  };
  if (sent && open && state.status === 'done') {
    setSent(false);
    setOpen(false);
  }
  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      trigger={
        <Button
          type="button"
          size="sm"
          disabled={list.provider_count === 0}
          aria-label={t('inviteNamed', { name: list.name })}
        >
          {t('invite')}
        </Button>
      }
      closeLabel={t('close')}
      title={t('inviteTitle', { name: list.name })}
      description={t('inviteLead', { count: list.provider_count })}
      onSubmit={form.handleSubmit((values) => {
        setSent(true);
        onInvite(values.request_id, values.message);
      })}
      failure={sent && state.status === 'failed' ? { title: t('inviteFailed'), reason: state.reason } : null}
      cancelLabel={t('cancel')}
      submitLabel={t('inviteSubmit', { count: list.provider_count })}
      busy={sent && state.status === 'busy'}
    >
      <LoadState
        state={jobs}
        errorTitle={t('jobsFailed')}
        isEmpty={(items) => items.length === 0}
        empty={{ title: t('noOpenJobs'), description: t('noOpenJobsHint') }}
        {...loadLabels}
      >
        {(items) => (
          <>
            <Select
              value={jobId}
              onValueChange={(value) => form.setValue('request_id', value, { shouldValidate: true })}
            >
              <FormField label={t('job')} error={missing ? t('jobRequired') : undefined}>
                <SelectTrigger>
                  <SelectValue placeholder={t('jobPlaceholder')} />
                </SelectTrigger>
              </FormField>
              <SelectContent>
                {items.map((job) => (
                  <SelectItem key={job.id} value={job.id}>
                    {job.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <LoadMoreButton more={moreJobs} />
          </>
        )}
      </LoadState>
      <FormField label={t('message')}>
        <Textarea rows={3} {...form.register('message')} />
      </FormField>
    </FormDialog>
  );
}

function ListProviders({
  list,
  detail,
  removingId,
  onRemove,
}: {
  list: TalentList;
  detail: Loadable<TalentListDetail>;
  removingId: string | null;
  onRemove: (providerId: string) => void;
}) {
  const { t } = useTranslation('common', { keyPrefix: 'talentList' });
  const loadLabels = useLoadStateLabels();
  return (
    <LoadState
      state={detail}
      errorTitle={t('listFailed')}
      isEmpty={(data) => data.providers.length === 0}
      empty={{ title: t('noProviders'), description: t('noProvidersHint') }}
      {...loadLabels}
    >
      {(data) => (
        <ul className="flex flex-col gap-2" aria-label={t('providersOf', { name: list.name })}>
          {data.providers.map(({ provider }) => {
            const name = personName(provider);
            return (
              <li key={provider.user_id} className="flex items-center gap-3">
                <Avatar src={provider.photo_url || null} email={provider.flid} alt="" size={32} />
                <AppLink
                  to={paths.providerProfile.getHref(provider.flid)}
                  className="min-w-0 flex-1 text-sm font-medium break-words hover:underline"
                >
                  {name}
                </AppLink>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={removingId === provider.user_id}
                  aria-label={t('removeNamed', { name, list: list.name })}
                  onClick={() => onRemove(provider.user_id)}
                >
                  {t('remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </LoadState>
  );
}

function TalentListRow({ list, ...props }: Omit<TalentListsListProps, 'lists'> & { list: TalentList }) {
  const { t } = useTranslation('common', { keyPrefix: 'talentList' });
  const open = props.openId === list.id;
  const invite = props.invite?.id === list.id ? props.invite : null;
  const result = invite?.state.status === 'done' ? invite.result : null;
  return (
    <li className="flex flex-col gap-3 py-3" data-testid="talent-list">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-medium break-words">{list.name}</p>
          <p className="text-sm text-muted-foreground">{t('providers', { count: list.provider_count })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-expanded={open}
            aria-label={t(open ? 'hideNamed' : 'showNamed', { name: list.name })}
            onClick={() => props.onOpen(open ? null : list)}
          >
            {t(open ? 'hide' : 'show')}
          </Button>
          <InviteDialog
            list={list}
            jobs={props.openJobs}
            moreJobs={props.moreOpenJobs}
            state={invite?.state ?? { status: 'idle' }}
            onOpenChange={(next) => props.onInviting(next ? list : null)}
            onInvite={(requestId, message) => props.onInvite(list, requestId, message)}
          />
          <RenameDialog
            list={list}
            state={props.rename?.id === list.id ? props.rename.state : { status: 'idle' }}
            onRename={(name) => props.onRename(list, name)}
          />
          <ConfirmButton
            label={t('delete')}
            ariaLabel={t('deleteNamed', { name: list.name })}
            title={t('deleteTitle')}
            description={t('deleteBody', { name: list.name })}
            confirm={t('delete')}
            cancel={t('cancel')}
            variant="destructive"
            loading={props.deletingId === list.id}
            onConfirm={() => props.onDelete(list)}
          />
        </div>
      </div>
      {result ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('invited', { count: result.invited_count })}
          {result.skipped_count > 0 ? ` ${t('skipped', { count: result.skipped_count })}` : ''}
        </p>
      ) : null}
      {open ? (
        <ListProviders
          list={list}
          detail={props.openList}
          removingId={props.removingId}
          onRemove={(providerId) => props.onRemove(list, providerId)}
        />
      ) : null}
    </li>
  );
}

/** The hub's talent lists (decision 2201): show one's providers, invite a list to a job, rename, delete. */
export function TalentListsList({ lists, ...props }: TalentListsListProps) {
  const { t } = useTranslation('common', { keyPrefix: 'talentList' });
  const loadLabels = useLoadStateLabels();
  return (
    <Card data-slot="talent-lists">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('lead')}</CardDescription>
      </CardHeader>
      <CardContent>
        <LoadState
          state={lists}
          errorTitle={t('loadFailed')}
          isEmpty={(items) => items.length === 0}
          empty={{ title: t('emptyTitle'), description: t('emptyHint') }}
          {...loadLabels}
        >
          {(items) => (
            <>
              {props.failed ? (
                <Alert variant="destructive">
                  <AlertTitle>{t('changeFailed', { reason: props.failed })}</AlertTitle>
                </Alert>
              ) : null}
              <ul className="divide-y">
                {items.map((list) => (
                  <TalentListRow key={list.id} list={list} {...props} />
                ))}
              </ul>
            </>
          )}
        </LoadState>
      </CardContent>
    </Card>
  );
}
