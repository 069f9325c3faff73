import { relations, sideRelations, subjects, type Access, type Relation } from './access';
import type { Operation } from './operation';

const headings: Record<Relation, string> = {
  guest: 'Guest',
  owner: 'Owner',
  counterparty: 'Counterparty',
  collaborator: 'Collaborator',
  member: 'Member',
  stranger: 'Stranger',
  administrator: 'Admin',
  administratorAsSide: 'Admin as side',
  suspended: 'Suspended',
  reinstated: 'Reinstated, old token',
};

const cell = (access: Access, relation: Relation) =>
  access.allow.includes(relation) ? 'yes' : String(access.refuse[relation]);

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

/** docs/security.md's matrix: one row per operation, one column per relation ("yes" or the refusal's status). */
export function accessMatrixTable(operations: readonly Operation[]) {
  const lines = [
    row(['Operation', 'Subject', ...relations.map((relation) => headings[relation])]),
    row(['---', '---', ...relations.map(() => '---')]),
    ...operations.map((operation) =>
      row([
        `${operation.name}${operation.access.refinedBy ? '\\*' : ''}`,
        operation.access.subject,
        ...relations.map((relation) => cell(operation.access, relation)),
      ]),
    ),
  ];
  return lines.join('\n');
}

/** docs/security.md's list of what each relation means for each subject kind. */
export function subjectRelationsTable() {
  const lines = [
    row(['Subject', 'Named by', ...sideRelations.map((relation) => headings[relation])]),
    row(['---', '---', ...sideRelations.map(() => '---')]),
    ...Object.entries(subjects).map(([kind, subject]) =>
      row([
        kind,
        subject.idField ? `\`${subject.idField}\`` : '',
        ...sideRelations.map((relation) => subject.means[relation] ?? ''),
      ]),
    ),
  ];
  return lines.join('\n');
}

/** Cells of a markdown table without the padding prettier adds. */
export const normalizeTable = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((line) =>
      line
        .trim()
        .split('|')
        .map((part) => part.trim().replace(/^-+$/, '---'))
        .join('|'),
    )
    .join('\n');

/** The markers around a generated table in docs/security.md. */
const markers = (name: string) => [`<!-- access-${name}:start -->`, `<!-- access-${name}:end -->`] as const;

/** The text between a table's markers, or null when the markers are missing. */
export function readBetween(text: string, name: string) {
  const [start, end] = markers(name);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  return from < 0 || to < from ? null : text.slice(from + start.length, to);
}

/** The text with the table between its markers replaced. */
export function replaceBetween(text: string, name: string, table: string) {
  const [start, end] = markers(name);
  if (readBetween(text, name) === null) throw new Error(`docs/security.md lacks ${start} ... ${end}`);
  return text.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n\n${table}\n\n${end}`);
}
