/** The routes live with the features that link to them (decision 1100); the router reads them here. */
export { loginChildren, paths } from '@lancer/features/navigation/paths';
