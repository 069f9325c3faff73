/** The people on the About page; their roles are texts of the public namespace (about.roles). */
export type TeamMember = { name: string; role: 'founder' | 'engineering' | 'design' | 'support' };

export const team: readonly TeamMember[] = [
  { name: 'Mara Lindqvist', role: 'founder' },
  { name: 'Kenji Watanabe', role: 'engineering' },
  { name: 'Amara Nwosu', role: 'engineering' },
  { name: 'Li Wei', role: 'design' },
  { name: 'Sofía Márquez', role: 'support' },
];
