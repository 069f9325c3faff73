import { paths } from '../../navigation/paths';

/** Open roles; their texts are in the public namespace (career.roles.<id>). */
export const openRoleIds = ['frontend', 'backend', 'design', 'support'] as const;

export type OpenRole = { id: string; title: string; team: string; place: string; summary: string };

/** Contact, with the career topic and the role filled in. */
export const applyHref = (roleTitle: string) => paths.contact.getHref({ topic: 'career', role: roleTitle });
