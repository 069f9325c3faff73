import { useState } from 'react';

import { useChangeNotificationSettings } from '@lancer/api/notification/change-notification-settings';
import { useFetchNotificationSettings } from '@lancer/api/notification/fetch-notification-settings';
import type {
  MailLanguage,
  NotificationChannel,
  NotificationKind,
  NotificationSettings as Settings,
} from '@lancer/api/schemas/notification';

import { toLoadable } from '../../lib/to-loadable';
import {
  NotificationSettingsView,
  type SettingsSaveState,
  type SettingsTarget,
} from './notification-settings-view';

/** The changes on their way (or saved): shown over the stored settings until the refetch has them. */
type Shown = { language?: MailLanguage; channels: Partial<Record<NotificationKind, NotificationChannel>> };

const withShown = (settings: Settings, shown: Shown): Settings => ({
  language: shown.language ?? settings.language,
  channels: settings.channels.map((item) => ({
    kind: item.kind,
    channel: shown.channels[item.kind] ?? item.channel,
  })),
});

/**
 * /notification-settings wired: fetch-notification-settings, and change-notification-settings for
 * each change as it is made. A change that fails goes back to the stored value and says which.
 */
export function NotificationSettings() {
  const settings = useFetchNotificationSettings();
  const change = useChangeNotificationSettings();
  const [shown, setShown] = useState<Shown>({ channels: {} });
  // The last change, and whether it (or one before it) was refused.
  const [last, setLast] = useState<SettingsTarget | null>(null);
  const [failed, setFailed] = useState<SettingsTarget | null>(null);

  const save: SettingsSaveState = failed
    ? { status: 'failed', what: failed }
    : !last
      ? { status: 'idle' }
      : change.isPending
        ? { status: 'saving', what: last }
        : change.isSuccess
          ? { status: 'saved', what: last }
          : { status: 'idle' };

  return (
    <NotificationSettingsView
      settings={toLoadable(settings, (data) => withShown(data, shown))}
      save={save}
      onChannelChange={(kind, channel) => {
        setFailed(null);
        setLast({ kind });
        setShown((before) => ({ ...before, channels: { ...before.channels, [kind]: channel } }));
        // Each call's own promise: a later change does not swallow an earlier one's failure.
        void change.mutateAsync({ body: { channels: [{ kind, channel }] } }).catch(() => {
          setShown(({ channels: { [kind]: _dropped, ...channels }, ...rest }) => ({ ...rest, channels }));
          setFailed({ kind });
        });
      }}
      onLanguageChange={(language) => {
        setFailed(null);
        setLast({ language: true });
        setShown((before) => ({ ...before, language }));
        void change.mutateAsync({ body: { language, channels: [] } }).catch(() => {
          setShown(({ language: _dropped, ...rest }) => rest);
          setFailed({ language: true });
        });
      }}
    />
  );
}
