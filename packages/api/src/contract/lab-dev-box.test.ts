import { describe, expect, it } from 'vitest';

import { devBoxSchema } from '../schemas/lab';
import { createDevBox, labOperations, stopDevBox } from './lab';

describe('dev boxes (LAB-DEV-BOX-LOCAL)', () => {
  // proves: LAB-DEV-BOX-LOCAL
  it('never sends code to the server: a box is a name, a template and a status, and no lab call takes code to run', () => {
    expect(Object.keys(createDevBox.body!.shape).sort()).toEqual(['name', 'template']);
    expect(Object.keys(stopDevBox.body!.shape)).toEqual(['dev_box_id']);
    expect(Object.keys(devBoxSchema.shape).sort()).toEqual([
      'created_at',
      'id',
      'name',
      'status',
      'template',
    ]);
    for (const operation of Object.values(labOperations))
      expect(operation.path, operation.name).not.toMatch(/run-code|execute|eval|exec/);
  });
});
