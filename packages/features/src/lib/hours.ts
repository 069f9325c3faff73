import { formatNumber } from './format';

/** Minutes as hours to two decimals at most: 750 -> "12.5". */
export const hoursOf = (minutes: number, language: string) =>
  formatNumber(Math.round((minutes / 60) * 100) / 100, language);
