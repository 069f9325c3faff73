import { http, HttpResponse, passthrough } from 'msw';

import { readMockChatFile } from '../../db/chat-files';
import { MockHttpError } from '../../db/mock-http-error';
import { getMockDb } from '../../db/store';
import { errorResponse, mockCaller } from '../operation-mock';

/**
 * GET /api/files/{id} for chat files (outside the contract, as on the server, decision 1604): the
 * bytes to the conversation's members, 401 without a token, 403 to anyone else (CHAT-FILE-MEMBERS).
 * Any other file (a photo, a job's attachment) goes on as before.
 */
export const fetchChatFileMock = () => [
  http.get('*/api/files/:id', ({ request, params }) => {
    const db = getMockDb();
    if (!db.chatFiles[String(params.id)]) return passthrough();
    const me = mockCaller(db, request);
    if (me instanceof Response) return me;
    try {
      const file = readMockChatFile(db, String(params.id), me?.account.basic.user_id ?? null)!;
      const base64 = file.data_url.slice(file.data_url.indexOf(',') + 1);
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      return new HttpResponse(bytes, {
        headers: { 'content-type': file.content_type, 'cache-control': 'private, no-store' },
      });
    } catch (error) {
      if (error instanceof MockHttpError) return errorResponse(error.status, error.code, error.message);
      throw error;
    }
  }),
];
