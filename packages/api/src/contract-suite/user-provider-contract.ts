import { describe, expect, it } from 'vitest';

import { fetchProfile, fetchProfileForUser, searchForUsers, updateProviderSkills } from '../contract/user';
import { type ContractSessions, expectApiError } from './session';

/** Providers as clients find them: browsing who accepts requests, public profiles, skills. */
export function describeUserProviderContract(sessions: ContractSessions) {
  describe('user: providers', () => {
    it('browses providers who accept requests without a term, paged, with their record', async () => {
      const providerId = (await sessions.provider.client.call(fetchProfile)).account.basic.user_id;
      const page = await sessions.client.client.call(searchForUsers, { query: { page_size: 2 } });
      expect(page).toMatchObject({ page: 1, page_size: 2 });
      expect(page.users.length).toBeLessThanOrEqual(2);
      expect(page.users.every((user) => user.accepting_request)).toBe(true);
      const ready = await sessions.client.client.call(searchForUsers, {
        query: { ready: 'true', hourly_min: 1, hourly_max: 10_000 },
      });
      expect(ready.users.every((user) => user.ready && user.hourly >= 1)).toBe(true);
      const shown = await sessions.client.client.call(fetchProfileForUser, { params: { id: providerId } });
      expect(shown).toMatchObject({ user_id: providerId, projects_done: expect.any(Number) });
      expect(Array.isArray(shown.skills)).toBe(true);
    });

    // proves: PROVIDER-SKILLS
    it('lets a provider edit their skills, shown on the public profile and found by search-for-users', async () => {
      const providerId = (await sessions.provider.client.call(fetchProfile)).account.basic.user_id;
      const skill = `Contract-skill-${Date.now()}`;
      const saved = await sessions.provider.client.call(updateProviderSkills, {
        body: { skills: [` ${skill} `, 'Accessibility', skill.toUpperCase(), ''] },
      });
      expect(saved).toEqual({ skills: [skill, 'Accessibility'] });
      const shown = await sessions.client.client.call(fetchProfileForUser, { params: { id: providerId } });
      expect(shown.skills).toEqual([skill, 'Accessibility']);
      const found = await sessions.client.client.call(searchForUsers, { query: { condition: skill } });
      expect(found.users.map((user) => user.user_id)).toContain(providerId);
      await expectApiError(
        sessions.provider.client.call(updateProviderSkills, {
          body: { skills: Array.from({ length: 16 }, (_, index) => `Skill ${index}`) },
        }),
        400,
        'VALIDATION_FAILED',
        ['skills'],
      );
    });
  });
}
