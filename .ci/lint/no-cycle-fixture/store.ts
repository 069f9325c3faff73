import type { Shape } from './shape';

export type Store = { shapes: Shape[] };
