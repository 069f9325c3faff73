import { describe, expect, it } from 'vitest';

import { Role } from '../constants';
import {
  fileAccess,
  fileLinkExpiry,
  storedFileId,
  unsignedFileUrl,
  type FileSubjectFacts,
} from './file-access';

const post = (visibility: 'public' | 'invite_only', hidden = false) =>
  ({
    kind: 'request',
    request: { status: 'RECRUITING', visibility, clientId: 'client', hidden },
    proposed: false,
    invited: false,
  }) satisfies FileSubjectFacts;

const someone = (id: string, role: number = Role.PERSONAL) => ({ id, role });

describe('FILE-ACCESS', () => {
  it("opens photos, portfolio images and a shown public post's files to anyone", () => {
    expect(fileAccess({ kind: 'avatar' }, null)).toBe('public');
    expect(fileAccess({ kind: 'portfolio' }, null)).toBe('public');
    expect(fileAccess(post('public'), null)).toBe('public');
  });

  it("keeps a hidden post's files to its client and administrators, an invite-only post's to its readers", () => {
    expect(fileAccess(post('public', true), null)).toMatchObject({ status: 404 });
    expect(fileAccess(post('public', true), someone('client'))).toBe('private');
    expect(fileAccess(post('public', true), someone('admin', Role.ADMINISTRATOR))).toBe('private');
    expect(fileAccess(post('public', true), someone('provider'))).toMatchObject({ status: 404 });
    expect(fileAccess(post('invite_only'), someone('provider'))).toMatchObject({ status: 404 });
    expect(fileAccess({ ...post('invite_only'), invited: true }, someone('provider'))).toBe('private');
    expect(fileAccess({ ...post('invite_only'), proposed: true }, someone('provider'))).toBe('private');
  });

  it('keeps a proof to the payer, the payee and administrators, an unused upload to its uploader', () => {
    const proof = { kind: 'payment', payerId: 'client', payeeId: 'provider' } as const;
    expect(fileAccess(proof, someone('client'))).toBe('private');
    expect(fileAccess(proof, someone('provider'))).toBe('private');
    expect(fileAccess(proof, someone('admin', Role.ADMINISTRATOR))).toBe('private');
    expect(fileAccess(proof, someone('collaborator'))).toMatchObject({ status: 404 });
    expect(fileAccess(proof, null)).toMatchObject({ status: 404 });
    expect(fileAccess({ kind: 'own', ownerId: 'me' }, someone('me'))).toBe('private');
    expect(fileAccess({ kind: 'own', ownerId: 'me' }, someone('admin', Role.ADMINISTRATOR))).toMatchObject({
      status: 404,
    });
  });

  it('makes links that live 10 to 15 minutes, the same for every link of one 5-minute step', () => {
    const now = Date.UTC(2026, 11, 7, 4, 2, 30);
    const expires = fileLinkExpiry(now);
    expect(expires - now / 1000).toBeGreaterThanOrEqual(600);
    expect(expires - now / 1000).toBeLessThanOrEqual(900);
    expect(expires % 300).toBe(0);
    expect(fileLinkExpiry(now + 60_000)).toBe(expires);
  });

  it('reads the file id of a stored file URL, signed or not, and nothing else', () => {
    expect(storedFileId('/api/files/abc-123')).toBe('abc-123');
    expect(storedFileId('/api/files/abc-123?expires=1&signature=x')).toBe('abc-123');
    expect(storedFileId('https://files.example.com/abc-123')).toBeNull();
    expect(storedFileId('/api/files/abc/../../user')).toBeNull();
    expect(unsignedFileUrl('/api/files/abc?expires=1&signature=x')).toBe('/api/files/abc');
    expect(unsignedFileUrl('https://example.com/a.pdf?x=1')).toBe('https://example.com/a.pdf?x=1');
  });
});
