import { useParams } from 'react-router-dom';

import { BlogPost } from '@lancer/features/public/blog-post/blog-post';

import { QueryProvider } from '../app/query-provider';

export default function BlogRoute() {
  const { slug = '' } = useParams();
  // A new post starts fresh (its own title and scroll position).
  return (
    <QueryProvider>
      <BlogPost key={slug} slug={slug} />
    </QueryProvider>
  );
}
