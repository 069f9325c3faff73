/** The roadmap's columns, left to right. */
export const planStatuses = ['planned', 'in_progress', 'done'] as const;
