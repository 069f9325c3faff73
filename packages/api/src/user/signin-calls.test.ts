import { describe, expect, it } from 'vitest';

import { fetchProfile } from '../contract/user';
import { fetchProfileKey } from './signin-calls';

describe('the sign-in calls loaded on first use', () => {
  it('name fetchProfile as the contract does, so they share its cache key', () => {
    expect(fetchProfileKey).toEqual({ name: fetchProfile.name, path: fetchProfile.path });
  });
});
