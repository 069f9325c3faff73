import { Badge } from '@lancer/ui/components/badge';

/** A job's skills as a labelled list of badges; nothing when there are none. */
export function SkillBadges({ skills, label }: { skills: readonly string[]; label: string }) {
  if (skills.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {skills.map((skill) => (
        <li key={skill}>
          <Badge variant="secondary">{skill}</Badge>
        </li>
      ))}
    </ul>
  );
}
