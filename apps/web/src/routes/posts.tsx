import { Posts } from '@lancer/features/hire/posts/posts';

import { paths } from '../config/paths';

export default function PostsRoute() {
  return (
    <Posts
      postJobHref={paths.postJob.getHref()}
      editHref={(id) => `${paths.postJob.getHref('edit')}?request=${encodeURIComponent(id)}`}
      duplicateHref={(id) => `${paths.postJob.getHref('duplicate')}?request=${encodeURIComponent(id)}`}
      hubHref={(id) => `${paths.requestHub.getHref()}?request=${encodeURIComponent(id)}`}
    />
  );
}
