import { Blogs } from '@lancer/features/public/blogs/blogs';

export default function BlogsRoute() {
  return <Blogs />;
}
