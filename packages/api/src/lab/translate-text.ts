import { translateText } from '../contract/lab';
import { useOperationMutation } from '../react/operation-mutation';

export const useTranslateText = () => useOperationMutation(translateText);
