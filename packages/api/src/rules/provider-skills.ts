/**
 * PROVIDER-SKILLS: a provider lists at most 15 skills, each at most 40 characters; the list is kept
 * in the order given, blanks dropped, and a skill repeated in another case kept once (first spelling).
 * The server and the mocks both store `normalizeSkills(...)`.
 */
export const MAX_PROVIDER_SKILLS = 15;
export const MAX_SKILL_LENGTH = 40;

export function normalizeSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim();
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    kept.push(skill);
  }
  return kept;
}
