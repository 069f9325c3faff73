import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const path of process.argv.slice(2)) {
  const r = await lighthouse('http://127.0.0.1:5130' + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  console.log(path, r.lhr.categories.performance.score, ['first-contentful-paint','largest-contentful-paint','total-blocking-time','speed-index','cumulative-layout-shift'].map(k => `${k}=${Math.round(a[k].numericValue*1000)/1000}`).join(' '));
  const el = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  console.log('  LCP el', el?.snippet?.slice(0,120));
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  console.log('  phases', JSON.stringify(phases));
  console.log('  shifts', JSON.stringify(a['layout-shifts']?.details?.items?.map(i => [i.node?.snippet?.slice(0,80), i.score])));
}
await chrome.kill();
