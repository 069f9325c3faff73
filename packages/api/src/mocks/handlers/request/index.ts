import { createRequestMock } from './create-request';
import { updateRequestMock } from './update-request';
import { closeRequestMock } from './close-request';
import { fetchRequestMock } from './fetch-request';
import { searchRequestsMock } from './search-requests';
import { uploadAttachmentMock } from './upload-attachment';
import { saveJobMock } from './save-job';
import { unsaveJobMock } from './unsave-job';
import { fetchSavedJobsMock } from './fetch-saved-jobs';

/** The request area's calls: each one's scenario factories, by operation name. */
export const requestMocks = {
  createRequest: createRequestMock,
  updateRequest: updateRequestMock,
  closeRequest: closeRequestMock,
  fetchRequest: fetchRequestMock,
  searchRequests: searchRequestsMock,
  uploadAttachment: uploadAttachmentMock,
  saveJob: saveJobMock,
  unsaveJob: unsaveJobMock,
  fetchSavedJobs: fetchSavedJobsMock,
} as const;
