import { askAboutDevBoxSnippet } from '../contract/lab';
import { useOperationMutation } from '../react/operation-mutation';

export const useAskAboutDevBoxSnippet = () => useOperationMutation(askAboutDevBoxSnippet, {}, 'quiet');
