import { fetchGeneratedImages, generateImage } from '../contract/lab';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: my gallery. */
export const generateImageAfterSuccess: AfterSuccess = { invalidates: [fetchGeneratedImages] };

export const useGenerateImage = () => useOperationMutation(generateImage, generateImageAfterSuccess, 'quiet');
