import {
  DEFAULT_LIMITS,
  limitNames,
  limitSubjects,
  type LimitRule,
  type LimitRules,
} from '@lancer/api/rules/rate-limits';

const envName = (name: string) => name.toUpperCase().replace(/-/g, '_');

function readNumber(env: NodeJS.ProcessEnv, key: string, fallback: number) {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${key} must be a whole number of 1 or more (it is "${raw}")`);
  return value;
}

/**
 * The limits of rules/rate-limits.ts with the operator's settings over them (decision 1010):
 * `<NAME>_LIMIT_PER_<SUBJECT>` calls per subject and `<NAME>_LIMIT_WINDOW` seconds, e.g.
 * SIGNIN_LIMIT_PER_EMAIL, AI_LIMIT_PER_USER, EMAIL_CODE_LIMIT_WINDOW.
 */
export function readLimitRules(env: NodeJS.ProcessEnv): LimitRules {
  const entries = limitNames.map((name) => {
    const prefix = `${envName(name)}_LIMIT`;
    const defaults = DEFAULT_LIMITS[name];
    const per: LimitRule['per'] = {};
    for (const subject of limitSubjects) {
      const fallback = defaults.per[subject];
      if (fallback !== undefined)
        per[subject] = readNumber(env, `${prefix}_PER_${envName(subject)}`, fallback);
    }
    return [name, { windowSeconds: readNumber(env, `${prefix}_WINDOW`, defaults.windowSeconds), per }];
  });
  return Object.fromEntries(entries) as LimitRules;
}
