import enChat from '../locales/en/chat.json';
import enCommon from '../locales/en/common.json';
import enHome from '../locales/en/home.json';
import enLoginSettings from '../locales/en/login-settings.json';
// The payments namespace (billing and payment record) lives in billing.json.
import enPayments from '../locales/en/billing.json';
import enPersonal from '../locales/en/personal.json';
import enProducts from '../locales/en/products.json';
import enShell from '../locales/en/shell.json';
import enSignin from '../locales/en/signin.json';
import enUserBox from '../locales/en/user-box.json';
import enWork from '../locales/en/work.json';
import zhChat from '../locales/zh/chat.json';
import zhCommon from '../locales/zh/common.json';
import zhHome from '../locales/zh/home.json';
import zhLoginSettings from '../locales/zh/login-settings.json';
import zhPayments from '../locales/zh/billing.json';
import zhPersonal from '../locales/zh/personal.json';
import zhProducts from '../locales/zh/products.json';
import zhShell from '../locales/zh/shell.json';
import zhSignin from '../locales/zh/signin.json';
import zhUserBox from '../locales/zh/user-box.json';
import zhWork from '../locales/zh/work.json';

/** Every namespace in both languages; a test fails when a key exists in one and not the other. */
export const resources = {
  en: {
    common: enCommon,
    shell: enShell,
    home: enHome,
    signin: enSignin,
    userBox: enUserBox,
    work: enWork,
    personal: enPersonal,
    loginSettings: enLoginSettings,
    payments: enPayments,
    chat: enChat,
    products: enProducts,
  },
  zh: {
    common: zhCommon,
    shell: zhShell,
    home: zhHome,
    signin: zhSignin,
    userBox: zhUserBox,
    work: zhWork,
    personal: zhPersonal,
    loginSettings: zhLoginSettings,
    payments: zhPayments,
    chat: zhChat,
    products: zhProducts,
  },
} as const;

export const supportedLanguages = ['en', 'zh'] as const;
export type Language = (typeof supportedLanguages)[number];
export const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[];
