import { describe, expect, it } from 'vitest';

import {
  CHAT_FILE_MAX_BYTES,
  chatFileAccessRefusal,
  chatFileUploadRefusal,
  chatMessageFilesRefusal,
  isChatImage,
} from './chat-files';
import { sniffFileType } from './file-type';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('chat files', () => {
  // proves: CHAT-FILE-TYPE
  it('tells the type by content and checks size and announced type before an upload', () => {
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffFileType(bytes(0x25, 0x50, 0x44, 0x46))).toBe('application/pdf');
    expect(sniffFileType(new TextEncoder().encode('notes, 笔记'))).toBe('text/plain; charset=utf-8');
    expect(sniffFileType(bytes(0, 1, 2, 255))).toBeNull();
    expect(sniffFileType(bytes(0x50, 0x4b, 0x03, 0x04), 'image-or-pdf')).toBeNull();
    expect(chatFileUploadRefusal({ name: 'bug.png', size: 10, type: 'image/png' })).toBeNull();
    expect(chatFileUploadRefusal({ name: 'brief.docx', size: 10, type: '' })).toBeNull();
    expect(chatFileUploadRefusal({ name: 'setup.exe', size: 10, type: 'application/x-msdownload' })).toBe(
      'unsupported',
    );
    expect(chatFileUploadRefusal({ name: 'big.png', size: CHAT_FILE_MAX_BYTES + 1, type: 'image/png' })).toBe(
      'too-large',
    );
    expect(chatFileUploadRefusal({ name: 'empty.txt', size: 0, type: 'text/plain' })).toBe('empty');
    expect(isChatImage('image/webp')).toBe(true);
    expect(isChatImage('application/pdf')).toBe(false);
  });

  // proves: CHAT-FILE-MEMBERS
  it("serves a sent file to the conversation's members, an unsent one to its uploader, nobody else", () => {
    const sent = { ownerId: 'u-grace', sent: { memberIds: ['u-grace', 'u-ada'], deleted: false } };
    expect(chatFileAccessRefusal(sent, 'u-ada')).toBeNull();
    expect(chatFileAccessRefusal(sent, 'u-grace')).toBeNull();
    expect(chatFileAccessRefusal(sent, 'u-chen')).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(chatFileAccessRefusal({ ownerId: 'u-grace', sent: null }, 'u-grace')).toBeNull();
    expect(chatFileAccessRefusal({ ownerId: 'u-grace', sent: null }, 'u-ada')?.status).toBe(403);
    expect(chatFileAccessRefusal({ ...sent, sent: { ...sent.sent, deleted: true } }, 'u-ada')?.status).toBe(
      403,
    );
  });

  // proves: CHAT-FILE-OWN
  it("lets a message reference only its sender's own files not sent before", () => {
    const mine = { fileId: 'f-1', ownerId: 'u-grace', messageId: null };
    expect(chatMessageFilesRefusal(['f-1'], [mine], 'u-grace')).toBeNull();
    expect(chatMessageFilesRefusal(['f-1'], [mine], 'u-ada')).toMatchObject({ status: 404 });
    expect(chatMessageFilesRefusal(['f-2'], [mine], 'u-grace')).toMatchObject({ status: 404 });
    expect(chatMessageFilesRefusal(['f-1'], [{ ...mine, messageId: 'm-1' }], 'u-grace')).toMatchObject({
      status: 409,
    });
    expect(chatMessageFilesRefusal(['f-1', 'f-1'], [mine], 'u-grace')).toMatchObject({ status: 409 });
  });
});
