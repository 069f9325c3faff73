import type { HandlerMap } from '../http/handler';
import { readMultipartFile } from '../http/multipart';
import {
  closeRequest,
  createRequest,
  fetchRequest,
  fetchSavedJobs,
  saveJob,
  searchRequests,
  unsaveJob,
  updateRequest,
  uploadAttachment,
} from './request-service';

export const requestHandlers = {
  createRequest: ({ services, user, body }) => createRequest(services, user.id, body),
  updateRequest: ({ services, user, body, request }) => {
    const { request_id: id, ...parsed } = body;
    // The contract's partial schema still fills defaults (skills [], currency USD...): keep only
    // the fields the client actually sent, so an edit of the title does not wipe the skills.
    const sent = new Set(Object.keys((request.body ?? {}) as object));
    const fields = Object.fromEntries(Object.entries(parsed).filter(([key]) => sent.has(key)));
    return updateRequest(services, user.id, id, fields);
  },
  closeRequest: ({ services, user, body }) => closeRequest(services, user.id, body.request_id),
  fetchRequest: ({ services, user, query }) => fetchRequest(services, user.id, query.request_id),
  searchRequests: ({ services, user, query }) => searchRequests(services, user.id, query),
  uploadAttachment: async ({ services, user, request }) =>
    uploadAttachment(services, user.id, await readMultipartFile(request)),
  saveJob: ({ services, user, body }) => saveJob(services, user.id, body.request_id),
  unsaveJob: ({ services, user, body }) => unsaveJob(services, user.id, body.request_id),
  fetchSavedJobs: ({ services, user, query }) => fetchSavedJobs(services, user.id, query),
} satisfies HandlerMap;
