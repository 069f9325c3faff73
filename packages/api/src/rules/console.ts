import { Role } from '../constants';
import { forbidden, type Refusal } from './refusal';

/**
 * CONSOLE-ADMIN-ONLY (decision 1501): every console call needs the ADMINISTRATOR bit of the
 * caller's current role; the server and the mocks refuse anyone else with 403 before the call runs.
 */
export const refuseNonAdministrator = (role: number | null): Refusal | null =>
  role !== null && (role & Role.ADMINISTRATOR) !== 0
    ? null
    : forbidden('Only an administrator can use the console');
