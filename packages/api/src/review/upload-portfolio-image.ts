import { useCallback } from 'react';

import { uploadPortfolioImage } from '../contract/review';
import { useApiClient } from '../react/api-client-context';

/**
 * Uploads an image for a portfolio item (decision 1370). A function, not a mutation: the item's form
 * holds several uploads at once, each with its own state, until the item is saved.
 */
export function useUploadPortfolioImage() {
  const client = useApiClient();
  return useCallback(
    (file: File, signal?: AbortSignal) => client.call(uploadPortfolioImage, { body: { file }, signal }),
    [client],
  );
}
