import { afterAll, it } from 'vitest';

import { closePages } from './browser';
import { openEveryRoute } from './every-route';

afterAll(closePages);

it('opens every screen that depends on the user as ada@lancer.test on a phone: no error, no policy violation, nothing wider than the screen', async () => {
  await openEveryRoute('ada@lancer.test', { onlyPerUser: true });
}, 180_000);
