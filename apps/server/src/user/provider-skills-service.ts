import { normalizeSkills } from '@lancer/api/rules/provider-skills';

import { providerSkills } from '../db/user-schema';
import type { Services } from '../services';

/** PROVIDER-SKILLS: replaces the provider's skills with the rule's normalised list (one row per provider). */
export async function updateProviderSkills(services: Services, userId: string, input: readonly string[]) {
  const skills = normalizeSkills(input);
  await services.db
    .insert(providerSkills)
    .values({ userId, skills })
    .onConflictDoUpdate({ target: providerSkills.userId, set: { skills } });
  return { skills };
}
