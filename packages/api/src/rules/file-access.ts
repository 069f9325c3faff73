import { Role } from '../constants';
import { notFound, type Refusal } from './refusal';
import { checkRequestVisible, type RequestFacts } from './request-access';

/**
 * FILE-ACCESS: every stored file belongs to a subject, and opens for those who can see it.
 * `request` a job post's attachment, `payment` a proof of payment, `message` a chat file,
 * `dispute` a dispute's evidence, `avatar` a photo, `portfolio` a portfolio image,
 * `generated-image` an image made in the lab. A file uploaded but not yet used (its subject's id
 * still null) is its uploader's alone.
 */
export type FileSubjectKind =
  'request' | 'payment' | 'message' | 'dispute' | 'avatar' | 'portfolio' | 'generated-image';

/** Images meant for everyone: served with the long shared cache. */
export const PUBLIC_FILE_CACHE = 'public, max-age=31536000, immutable';
/** A private file opened with the access token: never kept by a shared cache nor on disk. */
export const PRIVATE_FILE_CACHE = 'private, no-store';
/** A private file opened through a signed link: the browser alone keeps it, until the link expires. */
export const signedFileCache = (secondsLeft: number) => `private, max-age=${Math.max(0, secondsLeft)}`;

/** A signed link opens its file for at least this long after the answer that carried it. */
const FILE_LINK_SECONDS = 600;
/** Links made within one step share their expiry, so a page's images stay cached between calls. */
const FILE_LINK_STEP_SECONDS = 300;

/** When a link made at `nowMs` expires, in Unix seconds: 10 to 15 minutes on. */
export const fileLinkExpiry = (nowMs: number) =>
  Math.ceil((nowMs / 1000 + FILE_LINK_SECONDS) / FILE_LINK_STEP_SECONDS) * FILE_LINK_STEP_SECONDS;

/** The text a link's signature (HMAC-SHA256, base64url, with the server's secret) is made over. */
export const fileLinkPayload = (fileId: string, expires: number) => `${fileId}.${expires}`;

export const fileUrl = (fileId: string) => `/api/files/${fileId}`;

export const signedFileUrl = (fileId: string, expires: number, signature: string) =>
  `${fileUrl(fileId)}?expires=${expires}&signature=${signature}`;

/** The file id of a stored file's URL (`/api/files/<id>`, signed or not); null for any other URL. */
export function storedFileId(url: string): string | null {
  return /^\/api\/files\/([\w-]+)(?:\?[^#]*)?$/.exec(url)?.[1] ?? null;
}

/** A stored file's URL without its signature (as kept with its subject); any other URL as it is. */
export const unsignedFileUrl = (url: string) => {
  const id = storedFileId(url);
  return id ? fileUrl(id) : url;
};

/** What FILE-ACCESS needs to know of a file's subject (chat files and evidence: rules/chat-files.ts). */
export type FileSubjectFacts =
  | { kind: 'avatar' | 'portfolio' }
  | {
      kind: 'request';
      request: RequestFacts;
      /** The viewer proposed on it / was invited to it (false for a guest). */
      proposed: boolean;
      invited: boolean;
    }
  | { kind: 'payment'; payerId: string; payeeId: string }
  /** A lab image, or an upload not used yet: its uploader's. */
  | { kind: 'own'; ownerId: string };

/** The caller, with the role as stored now; null for a guest. */
export type FileViewer = { id: string; role: number } | null;

const administrator = (viewer: FileViewer) => viewer !== null && (viewer.role & Role.ADMINISTRATOR) !== 0;

/**
 * FILE-ACCESS: 'public' when anyone may open it (avatars, portfolio images, the files of a job post
 * every signed-in user can read: public and not hidden), 'private' when this viewer may (the
 * post's readers by its own rules, a payment's payer and payee and administrators, an uploader's
 * own files), else 404 as if it did not exist.
 */
export function fileAccess(subject: FileSubjectFacts, viewer: FileViewer): 'public' | 'private' | Refusal {
  const gone = notFound('File');
  switch (subject.kind) {
    case 'avatar':
    case 'portfolio':
      return 'public';
    case 'request': {
      const { request } = subject;
      if (request.visibility === 'public' && !request.hidden) return 'public';
      if (!viewer) return gone;
      const reader = { ...viewer, proposed: subject.proposed, invited: subject.invited };
      if (checkRequestVisible(request, reader)) return gone;
      return 'private';
    }
    case 'payment':
      return viewer &&
        (viewer.id === subject.payerId || viewer.id === subject.payeeId || administrator(viewer))
        ? 'private'
        : gone;
    case 'own':
      return viewer?.id === subject.ownerId ? 'private' : gone;
  }
}

/** The refusal of a link whose signature does not hold (expired, or changed): load the page again. */
export const expiredFileLink: Refusal = {
  status: 403,
  code: 'FORBIDDEN',
  message: 'This link to the file has expired; reload the page to get a new one',
};
