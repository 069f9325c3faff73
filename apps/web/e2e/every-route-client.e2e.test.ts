import { afterAll, it } from 'vitest';

import { closePages } from './browser';
import { openEveryRoute } from './every-route';

afterAll(closePages);

it('opens every screen as client@lancer.test on a phone: no error, no policy violation, nothing wider than the screen', async () => {
  await openEveryRoute('client@lancer.test');
}, 180_000);
