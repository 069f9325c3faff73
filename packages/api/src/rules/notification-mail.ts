import { describedDevice } from './new-device';
import {
  lockedChannels,
  notificationKinds,
  type MailLanguage,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSubject,
} from '../schemas/notification';

/** A kind nobody changed reaches its recipient on the bell only (decision 1220): mail is asked for. */
const defaultChannel: NotificationChannel = 'in_app';

/**
 * The channel a kind reaches its recipient by: a locked one (a security notice, decision 1027)
 * whatever is stored, otherwise the stored choice, otherwise the default.
 */
export const channelOf = (
  stored: Partial<Record<NotificationKind, NotificationChannel>> | undefined,
  kind: NotificationKind,
): NotificationChannel => lockedChannels[kind] ?? stored?.[kind] ?? defaultChannel;

/** Every kind's channel, the stored ones over the default, in notificationKinds' order. */
export function settingsWithDefaults(
  language: MailLanguage,
  stored: Partial<Record<NotificationKind, NotificationChannel>>,
): NotificationSettings {
  return {
    language,
    channels: notificationKinds.map((kind) => ({ kind, channel: channelOf(stored, kind) })),
  };
}

/** What a channel means for a new notification: a row at all, and which mail (decision 1220). */
export const deliveryOf = (channel: NotificationChannel) => ({
  stored: channel !== 'off',
  mail: channel === 'mail' ? ('now' as const) : channel === 'digest' ? ('digest' as const) : null,
});

/** Unsubscribing from a kind (or, with null, from every kind) leaves its notifications on the bell. */
export const afterUnsubscribe = (channel: NotificationChannel): NotificationChannel =>
  channel === 'mail' || channel === 'digest' ? 'in_app' : channel;

const sentences: Record<MailLanguage, Record<NotificationKind, string>> = {
  en: {
    proposal_received: '{actor} sent a proposal on “{title}”',
    proposal_revised: '{actor} revised their proposal on “{title}”',
    proposal_accepted: '{actor} accepted your proposal on “{title}”',
    proposal_rejected: '{actor} declined your proposal on “{title}”',
    proposal_withdrawn: '{actor} withdrew their proposal on “{title}”',
    invitation_received: '{actor} invited you to “{title}”',
    invitation_declined: '{actor} declined your invitation to “{title}”',
    milestone_funded: 'The milestone “{title}” was funded',
    milestone_started: '{actor} started work on the milestone “{title}”',
    milestone_delivered: '{actor} delivered the milestone “{title}”',
    milestone_approved: '{actor} approved the milestone “{title}”',
    milestone_paid: 'The milestone “{title}” was paid',
    project_completed: '{actor} completed the project “{title}” with a score of {score}/100',
    issue_opened: '{actor} opened the issue “{title}”',
    issue_resolved: '{actor} resolved the issue “{title}”',
    issue_reopened: '{actor} reopened the issue “{title}”',
    issue_commented: '{actor} commented on the issue “{title}”',
    timesheet_approved: '{actor} approved your hours on “{title}”',
    timesheet_disputed: '{actor} disputed hours on “{title}”',
    dispute_opened: '{actor} opened a dispute on the milestone “{title}”',
    dispute_answered: '{actor} answered the dispute on “{title}”',
    dispute_settlement_proposed: '{actor} proposed a settlement of the dispute on “{title}”',
    dispute_settled: 'The dispute on “{title}” was settled',
    dispute_escalated: '{actor} took the dispute on “{title}” to an administrator',
    dispute_decided: 'An administrator decided the dispute on “{title}”',
    payout_account_ready: 'Your payout account is ready: clients can pay you',
    payment_failed: 'Your payment for “{title}” did not go through',
    message_received: '{actor} sent you messages in “{title}” that you have not read',
    saved_search_match: 'A new job matches your saved search: “{title}”',
    new_device_signin: 'New sign-in to your account: {title}',
    offer_received: '{actor} sent you an offer: “{title}”',
    offer_revised: '{actor} revised their offer “{title}”',
    offer_changes_requested: '{actor} asked for changes to your offer “{title}”',
    offer_accepted: '{actor} accepted your offer “{title}”: the project has started',
    offer_declined: '{actor} declined your offer “{title}”',
    offer_withdrawn: '{actor} withdrew their offer “{title}”',
    offer_expired: 'The offer “{title}” expired',
  },
  zh: {
    proposal_received: '{actor} 对“{title}”提交了方案',
    proposal_revised: '{actor} 修改了对“{title}”的方案',
    proposal_accepted: '{actor} 接受了你对“{title}”的方案',
    proposal_rejected: '{actor} 拒绝了你对“{title}”的方案',
    proposal_withdrawn: '{actor} 撤回了对“{title}”的方案',
    invitation_received: '{actor} 邀请你参与“{title}”',
    invitation_declined: '{actor} 拒绝了你对“{title}”的邀请',
    milestone_funded: '里程碑“{title}”已注资',
    milestone_started: '{actor} 开始了里程碑“{title}”的工作',
    milestone_delivered: '{actor} 交付了里程碑“{title}”',
    milestone_approved: '{actor} 批准了里程碑“{title}”',
    milestone_paid: '里程碑“{title}”已付款',
    project_completed: '{actor} 完成了项目“{title}”，评分 {score}/100',
    issue_opened: '{actor} 提出了问题“{title}”',
    issue_resolved: '{actor} 解决了问题“{title}”',
    issue_reopened: '{actor} 重新打开了问题“{title}”',
    issue_commented: '{actor} 评论了问题“{title}”',
    timesheet_approved: '{actor} 批准了你在“{title}”的工时',
    timesheet_disputed: '{actor} 对“{title}”的工时提出了异议',
    dispute_opened: '{actor} 对里程碑“{title}”提起了争议',
    dispute_answered: '{actor} 回应了关于“{title}”的争议',
    dispute_settlement_proposed: '{actor} 就“{title}”的争议提出了和解方案',
    dispute_settled: '关于“{title}”的争议已和解',
    dispute_escalated: '{actor} 将关于“{title}”的争议提交给管理员',
    dispute_decided: '管理员已裁定关于“{title}”的争议',
    payout_account_ready: '你的收款账户已就绪：客户可以向你付款了',
    payment_failed: '你为“{title}”的付款未能完成',
    message_received: '{actor} 在“{title}”中给你发了消息，你还没有读',
    saved_search_match: '有新职位符合你保存的搜索：“{title}”',
    new_device_signin: '你的账户有新的登录：{title}',
    offer_received: '{actor} 向你发出了邀约：“{title}”',
    offer_revised: '{actor} 修改了邀约“{title}”',
    offer_changes_requested: '{actor} 希望修改你的邀约“{title}”',
    offer_accepted: '{actor} 接受了你的邀约“{title}”：项目已开始',
    offer_declined: '{actor} 拒绝了你的邀约“{title}”',
    offer_withdrawn: '{actor} 撤回了邀约“{title}”',
    offer_expired: '邀约“{title}”已过期',
  },
};

const words = {
  en: {
    someone: 'Someone',
    open: 'See it on Lancer:',
    stopKind: 'Stop mails like this one:',
    stopAll: 'Stop these digest mails:',
    settings: 'All notification settings:',
    digestSubject: (count: number) => `Your Lancer digest: ${count} notification${count === 1 ? '' : 's'}`,
    newDevice: {
      subject: 'New sign-in to your account',
      lead: 'Your Lancer account was just signed in to from a device it had not been used on before.',
      device: 'Device: ',
      address: 'Address (approximate place): ',
      unknownAddress: 'unknown',
      time: 'Time: ',
      wasYou: 'If this was you, there is nothing to do.',
      notYou: 'Not you? End that session: ',
      password: 'Then change your password: ',
      always: 'Security mails like this one are always sent; they cannot be turned off.',
    },
  },
  zh: {
    someone: '有人',
    open: '在 Lancer 上查看：',
    stopKind: '不再接收此类邮件：',
    stopAll: '不再接收每日摘要邮件：',
    settings: '全部通知设置：',
    digestSubject: (count: number) => `Lancer 每日摘要：${count} 条通知`,
    newDevice: {
      subject: '你的账户有新的登录',
      lead: '你的 Lancer 账户刚刚在一台从未用过的设备上登录。',
      device: '设备：',
      address: '地址（大致位置）：',
      unknownAddress: '未知',
      time: '时间：',
      wasYou: '如果是你本人登录，无需任何操作。',
      notYou: '不是你？结束该会话：',
      password: '然后修改密码：',
      always: '此类安全邮件总会发送，无法关闭。',
    },
  },
} as const;

export type MailedNotification = {
  kind: NotificationKind;
  title: string;
  actorName: string | null;
  /** project_completed's score (its subject's). */
  score?: number | undefined;
  /** new_device_signin's sign-in (its subject's) and when it happened (ISO 8601). */
  signin?: NotificationSubject['signin'];
  at?: string;
};

/** One notification's sentence in the reader's language. */
export const notificationSentence = (language: MailLanguage, item: MailedNotification) =>
  sentences[language][item.kind]
    .replace('{actor}', item.actorName || words[language].someone)
    .replace('{title}', item.title)
    .replace('{score}', String(item.score ?? 0));

/**
 * The links a notification mail carries (absolute, on the web app): `devices` is the signed-in
 * devices list (/login/devices), `password` the password settings (/login/password).
 */
export type MailLinks = {
  notifications: string;
  settings: string;
  unsubscribe: string;
  devices: string;
  password: string;
};

/** A moment as a mail says it, in UTC to the minute: "2026-11-27 14:05 UTC". */
const mailMoment = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The signed-in devices list opened on one session: where "Not you? End that session" leads. */
const sessionHref = (devices: string, sessionId: string) =>
  `${devices}?session=${encodeURIComponent(sessionId)}`;

/**
 * The new-device alert (decision 1027): the device, the address, the time, and a link to the
 * devices list on that session. No unsubscribe link: a security mail cannot be turned off.
 */
function newDeviceMail(language: MailLanguage, item: MailedNotification, links: MailLinks) {
  const w = words[language].newDevice;
  const signin = item.signin ?? { session_id: '', browser: '', os: '', ip: '' };
  return {
    subject: w.subject,
    text: [
      w.lead,
      '',
      `${w.device}${describedDevice(language, signin)}`,
      `${w.address}${signin.ip || w.unknownAddress}`,
      `${w.time}${mailMoment(item.at ?? new Date(0).toISOString())}`,
      '',
      w.wasYou,
      `${w.notYou}${sessionHref(links.devices, signin.session_id)}`,
      `${w.password}${links.password}`,
      '',
      '--',
      w.always,
      `${words[language].settings} ${links.settings}`,
    ].join('\n'),
  };
}

/** Whether a kind's mail carries an unsubscribe link and headers (a locked kind's cannot). */
export const canUnsubscribe = (kind: NotificationKind) => lockedChannels[kind] === undefined;

/** A mail sent at once for one notification (channel 'mail'). */
export function notificationMail(language: MailLanguage, item: MailedNotification, links: MailLinks) {
  if (item.kind === 'new_device_signin') return newDeviceMail(language, item, links);
  const w = words[language];
  const sentence = notificationSentence(language, item);
  return {
    subject: sentence,
    text: [
      sentence,
      '',
      `${w.open} ${links.notifications}`,
      '',
      '--',
      `${w.stopKind} ${links.unsubscribe}`,
      `${w.settings} ${links.settings}`,
    ].join('\n'),
  };
}

/** The day's digest (channel 'digest'): every pending notification, oldest first. */
export function digestMail(language: MailLanguage, items: MailedNotification[], links: MailLinks) {
  const w = words[language];
  return {
    subject: w.digestSubject(items.length),
    text: [
      ...items.map((item) => `- ${notificationSentence(language, item)}`),
      '',
      `${w.open} ${links.notifications}`,
      '',
      '--',
      `${w.stopAll} ${links.unsubscribe}`,
      `${w.settings} ${links.settings}`,
    ].join('\n'),
  };
}
