import type { StorybookConfig } from '@storybook/react-vite';

import base from '../main.ts';

/** The storybook-phone test project (decision 0707): the same Storybook, the screens' stories only. */
const config: StorybookConfig = {
  ...base,
  stories: ['../../packages/features/src/**/!(__screenshots__)/*.stories.@(ts|tsx)'],
  staticDirs: ['../../apps/web/public'],
};

export default config;
