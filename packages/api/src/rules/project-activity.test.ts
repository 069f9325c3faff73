import { describe, expect, it } from 'vitest';

import { checkProjectOngoing } from './project-access';
import { isProjectOpenForChanges } from './project-activity';

describe('what may happen on a finished project', () => {
  it('takes changes only while the project is ONGOING', () => {
    expect(isProjectOpenForChanges('ONGOING')).toBe(true);
    expect(isProjectOpenForChanges('DONE')).toBe(false);
    expect(isProjectOpenForChanges('CLOSED')).toBe(false);
  });

  it('says why a change is refused', () => {
    expect(checkProjectOngoing('DONE')?.message).toBe('The project is DONE; nothing can change in it');
  });
});
