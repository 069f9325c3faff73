import { uploadAttachment } from '../contract/request';
import { useOperationMutation } from '../react/operation-mutation';

export const useUploadAttachment = () => useOperationMutation(uploadAttachment);
