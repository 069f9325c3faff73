import { useTranslation } from 'react-i18next';

import { Avatar } from '@lancer/ui/components/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@lancer/ui/components/dropdown-menu';

import { ProviderBadge } from './components/provider-badge';

import { AppLink } from '../../navigation/app-link';
import { paths } from '../../navigation/paths';
import { themeChoices, type ThemeChoice } from '../theme/theme-choice';

/** Where the menu's entries link to, from paths.ts (SHELL-USER-MENU: the spec's order; decision 1150). */
const userMenuTargets = {
  login: paths.login.getHref(),
  personal: paths.personal.getHref(),
  billing: paths.billing.getHref(),
  paymentRecord: paths.payment.getHref(),
  achievement: paths.achievements.getHref(),
  work: paths.work.getHref(),
  history: paths.history.getHref(),
} as const;

export type UserBoxViewProps = {
  email: string;
  photoUrl: string;
  /** Accepting requests: the service-provider badge is on. */
  isServiceProvider: boolean;
  /** Ready to receive money (PROVIDER-READY); when not, the badge leads to the work page. */
  readyToReceiveMoney: boolean;
  /** The accepting-requests switch is being saved. */
  togglePending: boolean;
  /** Ready only: flips accepting requests (not ready, the badge is a link to the work page). */
  onToggleProvider: () => void;
  onLogout: () => void;
  /** The colour theme (decision 1900): light, dark or the system's. */
  theme: ThemeChoice;
  onThemeChange: (theme: ThemeChoice) => void;
};

export function UserBoxView(props: UserBoxViewProps) {
  const { email, photoUrl } = props;
  const { t } = useTranslation('shell', { keyPrefix: 'userBox' });
  const { t: tShell } = useTranslation('shell');
  // Each entry is a real link inside its menu item (decision 1150): middle-click, open in a new tab
  // and the status bar work; Enter on the item clicks the link.
  const item = (to: string, label: string) => (
    <DropdownMenuItem asChild>
      <AppLink to={to}>{label}</AppLink>
    </DropdownMenuItem>
  );
  return (
    <div data-slot="user-box" className="relative inline-flex h-fit shrink-0">
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          aria-label={t('openMenu')}
          // A flex box, exactly the avatar's 50 px: as an inline box it sat on a text baseline that
          // added 7 px below it (the avatar rode high in the 64 px header, and on a phone the header
          // grew and shrank as the letter's font arrived, a layout shift).
          className="flex rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {/* Spec: the photo, or a letter circle drawn at 50 px with 2x scale (ui's Avatar). */}
          <Avatar src={photoUrl || null} email={email || '?'} alt={t('avatarAlt')} size={50} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-48">
          <p className="truncate px-2 py-1.5 text-sm text-muted-foreground">{email}</p>
          <DropdownMenuSeparator />
          {item(userMenuTargets.login, t('menu.login'))}
          {item(userMenuTargets.personal, t('menu.personal'))}
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>{t('menu.paymentDetails')}</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              {item(userMenuTargets.billing, t('menu.billing'))}
              {item(userMenuTargets.paymentRecord, t('menu.paymentRecord'))}
            </DropdownMenuSubContent>
          </DropdownMenuSub>
          {item(userMenuTargets.achievement, t('menu.achievement'))}
          {item(userMenuTargets.work, t('menu.work'))}
          {item(userMenuTargets.history, t('menu.history'))}
          <DropdownMenuSeparator />
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>{tShell('theme.title')}</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuRadioGroup
                value={props.theme}
                onValueChange={(value) => props.onThemeChange(value as ThemeChoice)}
              >
                {themeChoices.map((choice) => (
                  <DropdownMenuRadioItem key={choice} value={choice}>
                    {tShell(`theme.${choice}`)}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
          {/* A callback, not a link: logging out ends the session first, then the app leaves. */}
          <DropdownMenuItem onSelect={props.onLogout}>{t('menu.logout')}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {/* Beside the trigger, not inside it: a button may not hold another button. */}
      <span className="absolute -right-1 -bottom-1 flex">
        <ProviderBadge
          on={props.isServiceProvider}
          ready={props.readyToReceiveMoney}
          pending={props.togglePending}
          onToggle={props.onToggleProvider}
          notReadyHref={userMenuTargets.work}
        />
      </span>
    </div>
  );
}
