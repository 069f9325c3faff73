import { Posts } from '@lancer/features/hire/posts/posts';

export default function PostsRoute() {
  return <Posts />;
}
