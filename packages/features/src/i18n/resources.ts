import enAccount from '../locales/en/account.json';
import enAuth from '../locales/en/auth.json';
import enChat from '../locales/en/chat.json';
import enCommon from '../locales/en/common.json';
import enDeliver from '../locales/en/deliver.json';
import enHire from '../locales/en/hire.json';
import enInsight from '../locales/en/insight.json';
import enLab from '../locales/en/lab.json';
import enConsole from '../locales/en/console.json';
import enNotifications from '../locales/en/notifications.json';
import enOffer from '../locales/en/offer.json';
import enPayments from '../locales/en/payments.json';
import enProducts from '../locales/en/products.json';
import enPropose from '../locales/en/propose.json';
import enPublic from '../locales/en/public.json';
import enShell from '../locales/en/shell.json';
import zhAccount from '../locales/zh/account.json';
import zhAuth from '../locales/zh/auth.json';
import zhChat from '../locales/zh/chat.json';
import zhCommon from '../locales/zh/common.json';
import zhDeliver from '../locales/zh/deliver.json';
import zhHire from '../locales/zh/hire.json';
import zhInsight from '../locales/zh/insight.json';
import zhLab from '../locales/zh/lab.json';
import zhConsole from '../locales/zh/console.json';
import zhNotifications from '../locales/zh/notifications.json';
import zhOffer from '../locales/zh/offer.json';
import zhPayments from '../locales/zh/payments.json';
import zhProducts from '../locales/zh/products.json';
import zhPropose from '../locales/zh/propose.json';
import zhPublic from '../locales/zh/public.json';
import zhShell from '../locales/zh/shell.json';
import enUi from '@lancer/ui/locales/en.json';
import zhUi from '@lancer/ui/locales/zh.json';

/**
 * Every namespace in both languages. A namespace is named like its domain folder of src/ (common
 * excepted); inside it, a screen's texts sit under the screen's name, read with
 * `useTranslation('<domain>', { keyPrefix: '<screen>' })`. Tests fail when a key exists in one
 * language and not the other, or when a namespace has no folder of its name. `ui` is the design
 * system's own texts (packages/ui/src/locales), merged in so one i18n serves every text.
 */
export const resources = {
  en: {
    common: enCommon,
    account: enAccount,
    auth: enAuth,
    chat: enChat,
    payments: enPayments,
    propose: enPropose,
    insight: enInsight,
    public: enPublic,
    shell: enShell,
    deliver: enDeliver,
    products: enProducts,
    hire: enHire,
    lab: enLab,
    notifications: enNotifications,
    offer: enOffer,
    console: enConsole,
    ui: enUi,
  },
  zh: {
    common: zhCommon,
    account: zhAccount,
    auth: zhAuth,
    chat: zhChat,
    payments: zhPayments,
    propose: zhPropose,
    insight: zhInsight,
    public: zhPublic,
    shell: zhShell,
    deliver: zhDeliver,
    products: zhProducts,
    hire: zhHire,
    lab: zhLab,
    notifications: zhNotifications,
    offer: zhOffer,
    console: zhConsole,
    ui: zhUi,
  },
} as const;

export type Language = 'en' | 'zh';
