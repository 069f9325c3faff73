// Imports the circle without being in it: not reported.
import { a } from './a';

export const outside = () => a;
