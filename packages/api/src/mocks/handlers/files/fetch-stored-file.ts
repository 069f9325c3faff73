import { http, HttpResponse } from 'msw';

import {
  expiredFileLink,
  fileAccess,
  PRIVATE_FILE_CACHE,
  PUBLIC_FILE_CACHE,
  signedFileCache,
} from '../../../rules/file-access';
import { mockFileLinkSecondsLeft } from '../../db/file-links';
import { mockFileSubject } from '../../db/stored-files';
import { getMockDb } from '../../db/store';
import { errorResponse, mockCaller } from '../operation-mock';

const bytesOf = (dataUrl: string) =>
  Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (char) => char.charCodeAt(0));

/**
 * GET /api/files/{id} for the files the mocks keep (job attachments, proofs), by FILE-ACCESS as
 * the server's files/file-route.ts: public ones with the long cache, private ones through a signed
 * link or to a caller who can see their subject, anyone else 404 (403 for a link that no longer holds).
 * Chat files go on to their own handler.
 */
export const fetchStoredFileMock = () => [
  http.get('*/api/files/:id', ({ request, params }) => {
    const db = getMockDb();
    const file = db.storedFiles[String(params.id)];
    if (!file) return undefined;
    const serve = (cache: string) =>
      new HttpResponse(bytesOf(file.data_url), {
        headers: { 'content-type': file.content_type, 'cache-control': cache },
      });
    const asGuest = fileAccess(mockFileSubject(db, file, null), null);
    if (asGuest === 'public') return serve(PUBLIC_FILE_CACHE);
    const query = new URL(request.url).searchParams;
    const link = { expires: query.get('expires'), signature: query.get('signature') };
    const secondsLeft = mockFileLinkSecondsLeft(file.id, link);
    if (secondsLeft !== null) return serve(signedFileCache(secondsLeft));
    const me = mockCaller(db, request);
    if (me instanceof Response) return me;
    if (me) {
      const viewer = { id: me.account.basic.user_id, role: me.role };
      if (fileAccess(mockFileSubject(db, file, viewer.id), viewer) === 'private')
        return serve(PRIVATE_FILE_CACHE);
    }
    const refusal = link.signature ? expiredFileLink : asGuest === 'private' ? null : asGuest;
    return errorResponse(
      refusal?.status ?? 404,
      refusal?.code ?? 'NOT_FOUND',
      refusal?.message ?? 'File not found',
    );
  }),
];
