import type { Services } from '../services';
import { providerSkills } from '../db/user-schema';
import type { DemoPeople } from './seed';

/** Demo data of the user area beyond the people themselves (seed.ts): the providers' skills, which Workers search. */
export async function seedUsers(services: Services, people: DemoPeople) {
  await services.db.insert(providerSkills).values([
    { userId: people.ada, skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL'] },
    { userId: people.lin, skills: ['Figma', 'UI design', 'Branding'] },
  ]);
}
