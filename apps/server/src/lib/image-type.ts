/** The sniffing lives with the rules (the mocks ask it too); re-exported for the server's callers. */
export { sniffImageType } from '@lancer/api/rules/file-type';
