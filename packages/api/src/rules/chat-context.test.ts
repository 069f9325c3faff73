import { describe, expect, it } from 'vitest';

import { chatContextRefusal } from './chat-context';

const job = { clientId: 'grace', proposerIds: ['ada', 'lin'] };

describe('chatContextRefusal', () => {
  it('lets anyone talk when the conversation is about nothing', () => {
    expect(
      chatContextRefusal({ callerId: 'a', everyone: ['a', 'b'], project: null, request: null }),
    ).toBeNull();
  });

  it("lets a job's client talk with a provider who proposed, from either side", () => {
    expect(
      chatContextRefusal({ callerId: 'grace', everyone: ['ada', 'grace'], project: null, request: job }),
    ).toBeNull();
    expect(
      chatContextRefusal({ callerId: 'lin', everyone: ['grace', 'lin'], project: null, request: job }),
    ).toBeNull();
  });

  it('refuses a job conversation without its client, or with someone who did not propose', () => {
    expect(
      chatContextRefusal({ callerId: 'ada', everyone: ['ada', 'lin'], project: null, request: job })?.status,
    ).toBe(403);
    expect(
      chatContextRefusal({ callerId: 'grace', everyone: ['bob', 'grace'], project: null, request: job })
        ?.status,
    ).toBe(403);
  });

  it('keeps a project conversation among its members', () => {
    const project = { memberIds: ['grace', 'ada'] };
    expect(
      chatContextRefusal({ callerId: 'grace', everyone: ['ada', 'grace'], project, request: null }),
    ).toBeNull();
    expect(
      chatContextRefusal({ callerId: 'bob', everyone: ['bob', 'grace'], project, request: null })?.message,
    ).toBe('You are not a member of this project');
    expect(
      chatContextRefusal({ callerId: 'grace', everyone: ['bob', 'grace'], project, request: null })?.status,
    ).toBe(403);
  });
});
