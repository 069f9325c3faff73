import { generateImage } from '../contract/lab';
import { useOperationMutation } from '../react/operation-mutation';

export const useGenerateImage = () => useOperationMutation(generateImage);
