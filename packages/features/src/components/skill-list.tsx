import { Badge } from '@lancer/ui/components/badge';

/** Skills as small badges, in a list named for screen readers; nothing when there are none. */
export function SkillList({ skills, label }: { skills: readonly string[]; label: string }) {
  if (skills.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {skills.map((skill) => (
        <li key={skill}>
          <Badge variant="secondary">{skill}</Badge>
        </li>
      ))}
    </ul>
  );
}
