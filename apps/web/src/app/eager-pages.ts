/**
 * ROUTE-LAZY: projects, products, jobs, workers, quotes and posts are not loaded on demand. They
 * come in one chunk with the signed-in layout (router.tsx loads both together), so moving between
 * them never waits for code, while a first visit to a public page downloads none of them.
 */
export { default as JobsRoute } from '../routes/jobs';
export { default as PostsRoute } from '../routes/posts';
export { default as ProductsRoute } from '../routes/products';
export { default as ProjectsRoute } from '../routes/projects';
export { default as QuotesRoute } from '../routes/quotes';
export { default as WorkersRoute } from '../routes/workers';
