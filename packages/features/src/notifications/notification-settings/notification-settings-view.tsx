import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type {
  MailLanguage,
  NotificationChannel,
  NotificationKind,
  NotificationSettings,
} from '@lancer/api/schemas/notification';
import { lockedChannels, notificationChannels } from '@lancer/api/schemas/notification';
import { Label } from '@lancer/ui/components/label';
import type { Loadable } from '@lancer/ui/components/load-state';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';

import { SettingsPage } from '../../components/settings-page';
import { AppLink } from '../../navigation/app-link';
import { paths } from '../../navigation/paths';

const groups = [
  'proposals',
  'invitations',
  'offers',
  'milestones',
  'projects',
  'issues',
  'hours',
  'disputes',
  'payments',
  'messages',
  'searches',
  'security',
] as const;
type Group = (typeof groups)[number];

/** Where each kind is listed (every kind has one: the record is exhaustive). */
const groupOf: Record<NotificationKind, Group> = {
  proposal_received: 'proposals',
  proposal_revised: 'proposals',
  proposal_accepted: 'proposals',
  proposal_rejected: 'proposals',
  proposal_withdrawn: 'proposals',
  invitation_received: 'invitations',
  invitation_declined: 'invitations',
  offer_received: 'offers',
  offer_revised: 'offers',
  offer_changes_requested: 'offers',
  offer_accepted: 'offers',
  offer_declined: 'offers',
  offer_withdrawn: 'offers',
  offer_expired: 'offers',
  milestone_funded: 'milestones',
  milestone_started: 'milestones',
  milestone_delivered: 'milestones',
  milestone_approved: 'milestones',
  milestone_paid: 'milestones',
  project_completed: 'projects',
  issue_opened: 'issues',
  issue_resolved: 'issues',
  issue_reopened: 'issues',
  issue_commented: 'issues',
  timesheet_approved: 'hours',
  timesheet_disputed: 'hours',
  dispute_opened: 'disputes',
  dispute_answered: 'disputes',
  dispute_settlement_proposed: 'disputes',
  dispute_settled: 'disputes',
  dispute_escalated: 'disputes',
  dispute_decided: 'disputes',
  payout_account_ready: 'payments',
  payment_failed: 'payments',
  message_received: 'messages',
  saved_search_match: 'searches',
  new_device_signin: 'security',
};

/** What a change was about: one kind's channel, or the mails' language. */
export type SettingsTarget = { kind: NotificationKind } | { language: true };

/** Where the last change stands: none yet, on its way, stored, or refused; `what` names it. */
export type SettingsSaveState =
  { status: 'idle' } | { status: 'saving' | 'saved' | 'failed'; what: SettingsTarget };

type RowState = 'saving' | 'saved' | 'failed' | undefined;

const rowStateOf = (save: SettingsSaveState, matches: (what: SettingsTarget) => boolean): RowState =>
  save.status !== 'idle' && matches(save.what) ? save.status : undefined;

export type NotificationSettingsViewProps = {
  /** The settings as shown: the stored ones with the changes on their way. */
  settings: Loadable<NotificationSettings>;
  save: SettingsSaveState;
  onChannelChange: (kind: NotificationKind, channel: NotificationChannel) => void;
  onLanguageChange: (language: MailLanguage) => void;
};

/**
 * /notification-settings (decision 1230): per kind, how it reaches the reader (in the app only,
 * mail at once, daily digest, off), and the mails' language; each change is saved as it is made.
 */
export function NotificationSettingsView(props: NotificationSettingsViewProps) {
  const { t } = useTranslation('notifications');
  const { save } = props;
  return (
    // A container, not the viewport, decides the rows' layout: a story shows the phone layout in a 390 px frame.
    <div className="@container w-full">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-6 py-10">
        <AppLink
          to={paths.notifications.getHref()}
          className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('settings.back')}
        </AppLink>
        <SettingsPage
          title={t('settings.title')}
          lead={t('settings.lead')}
          state={props.settings}
          errorTitle={t('settings.loadFailed')}
          saveFailedMessage={
            save.status === 'failed'
              ? t('settings.saveFailed', {
                  what: 'kind' in save.what ? t(`kindNames.${save.what.kind}`) : t('settings.languageChange'),
                })
              : null
          }
          skeletons={['h-24', 'h-96']}
        >
          {(settings) => (
            <>
              <p aria-live="polite" className="sr-only">
                {save.status === 'saving'
                  ? t('settings.saving')
                  : save.status === 'saved'
                    ? t('settings.saved')
                    : ''}
              </p>
              <LanguageSection
                language={settings.language}
                state={rowStateOf(save, (what) => 'language' in what)}
                onChange={props.onLanguageChange}
              />
              <section className="flex flex-col gap-4" aria-labelledby="notification-channels-title">
                <header className="flex flex-col gap-1">
                  <h2 id="notification-channels-title" className="text-lg font-semibold">
                    {t('settings.channelsTitle')}
                  </h2>
                  <p className="text-sm text-muted-foreground">{t('settings.channelsHelp')}</p>
                </header>
                {groups.map((group) => (
                  <div key={group} className="flex flex-col rounded-lg border">
                    <h3 className="border-b px-4 py-2 text-sm font-semibold">{t(`groups.${group}`)}</h3>
                    <ul className="flex flex-col divide-y">
                      {settings.channels
                        .filter((item) => groupOf[item.kind] === group)
                        .map((item) => (
                          <ChannelRow
                            key={item.kind}
                            kind={item.kind}
                            channel={item.channel}
                            state={rowStateOf(save, (what) => 'kind' in what && what.kind === item.kind)}
                            onChange={(channel) => props.onChannelChange(item.kind, channel)}
                          />
                        ))}
                    </ul>
                  </div>
                ))}
              </section>
            </>
          )}
        </SettingsPage>
      </div>
    </div>
  );
}

/** Beside the control that changed: "Saving…", "Saved" or "Not saved" (the live region above reads it out). */
function SaveMark({ state }: { state: RowState }) {
  const { t } = useTranslation('notifications');
  if (!state) return null;
  return (
    <span
      aria-hidden
      data-state={state}
      className="text-xs text-muted-foreground data-[state=failed]:text-destructive"
    >
      {t(`settings.mark.${state}`)}
    </span>
  );
}

function LanguageSection(props: {
  language: MailLanguage;
  state: RowState;
  onChange: (language: MailLanguage) => void;
}) {
  const { t } = useTranslation('notifications');
  const id = useId();
  return (
    <section className="flex flex-col gap-2 rounded-lg border p-4">
      <Label htmlFor={id} className="text-lg font-semibold">
        {t('settings.language')}
      </Label>
      <p id={`${id}-help`} className="text-sm text-muted-foreground">
        {t('settings.languageHelp')}
      </p>
      <Select value={props.language} onValueChange={(value) => props.onChange(value as MailLanguage)}>
        <div className="flex items-center gap-3">
          <SelectTrigger id={id} aria-describedby={`${id}-help`} className="@md:w-56">
            <SelectValue />
          </SelectTrigger>
          <SaveMark state={props.state} />
        </div>
        <SelectContent>
          {(['en', 'zh'] as const).map((language) => (
            <SelectItem key={language} value={language}>
              {t(`settings.languages.${language}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </section>
  );
}

/** One kind's choice; a locked kind (a security notice, decision 1027) shows its channel, unchangeable. */
function ChannelRow(props: {
  kind: NotificationKind;
  channel: NotificationChannel;
  state: RowState;
  onChange: (channel: NotificationChannel) => void;
}) {
  const { t } = useTranslation('notifications');
  const id = useId();
  const locked = lockedChannels[props.kind] !== undefined;
  return (
    <li className="flex flex-col gap-2 px-4 py-3 @md:flex-row @md:items-center @md:justify-between">
      <div className="flex flex-col gap-1">
        <Label htmlFor={id} className="font-normal">
          {t(`kindNames.${props.kind}`)}
        </Label>
        {locked ? (
          <p id={`${id}-locked`} className="text-sm text-muted-foreground">
            {t('newDevice.locked')}
          </p>
        ) : null}
      </div>
      <Select
        value={props.channel}
        disabled={locked}
        onValueChange={(value) => props.onChange(value as NotificationChannel)}
      >
        <div className="flex items-center gap-3 @md:flex-row-reverse">
          <SelectTrigger
            id={id}
            size="sm"
            className="w-44 shrink-0"
            aria-describedby={locked ? `${id}-locked` : undefined}
          >
            <SelectValue />
          </SelectTrigger>
          <SaveMark state={props.state} />
        </div>
        <SelectContent>
          {notificationChannels.map((channel) => (
            <SelectItem key={channel} value={channel}>
              {t(`channels.${channel}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </li>
  );
}
