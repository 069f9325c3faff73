export const earnings = [
  { month: 'Jun', fixed: 1200, hourly: 400 },
  { month: 'Jul', fixed: 900, hourly: 800 },
  { month: 'Aug', fixed: 1600, hourly: 700 },
  { month: 'Sep', fixed: 1400, hourly: 1100 },
  { month: 'Oct', fixed: 2100, hourly: 900 },
  { month: 'Nov', fixed: 2500, hourly: 1300 },
];

export const earningsZh = earnings.map((row, i) => ({ ...row, month: `${i + 6}月` }));

export const series = [
  { key: 'fixed', label: 'Fixed price', colour: 1 as const },
  { key: 'hourly', label: 'Hourly', colour: 2 as const },
];
export const seriesZh = [
  { key: 'fixed', label: '固定价格', colour: 1 as const },
  { key: 'hourly', label: '按小时', colour: 2 as const },
];

export const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;
export const yuan = (value: number) => `¥${value.toLocaleString('zh-CN')}`;

/** Charts draw after the container is measured; wait for the SVG before asserting or capturing. */
export const drawn = async (canvasElement: HTMLElement, selector: string) => {
  const started = Date.now();
  while (!canvasElement.querySelector(selector)) {
    if (Date.now() - started > 3000) throw new Error(`chart never drew ${selector}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
