import type { DevBox } from '../../schemas/lab';
import { fixtureTime, nextId } from './sequence';

export const buildDevBox = (overrides: Partial<DevBox> = {}): DevBox => ({
  id: nextId('devbox'),
  name: 'salon-api',
  template: 'node',
  status: 'running',
  created_at: fixtureTime(100),
  ...overrides,
});
