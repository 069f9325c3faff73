import { afterAll, it } from 'vitest';

import { closeBrowser } from './browser';
import { openEveryRoute } from './every-route';

afterAll(closeBrowser);

it('opens every screen as ada@lancer.test on a phone: no error, no policy violation, nothing wider than the screen', async () => {
  await openEveryRoute('ada@lancer.test');
}, 180_000);
