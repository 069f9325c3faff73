import { updateProviderSkills } from '../../../contract/user';
import { normalizeSkills } from '../../../rules/provider-skills';
import { createOperationMock } from '../operation-mock';

// PROVIDER-SKILLS: stored as the rule normalises them, like the server.
export const updateProviderSkillsMock = createOperationMock(updateProviderSkills, ({ db, meId, body }) => {
  const skills = normalizeSkills(body.skills);
  db.providerSkills[meId] = skills;
  return { skills };
});
