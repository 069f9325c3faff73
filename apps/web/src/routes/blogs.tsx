import { Blogs } from '@lancer/features/public/blogs/blogs';

import { QueryProvider } from '../app/query-provider';

export default function BlogsRoute() {
  return (
    <QueryProvider>
      <Blogs />
    </QueryProvider>
  );
}
