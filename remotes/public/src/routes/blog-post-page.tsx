// Exposed as './BlogPostPage'.
export { BlogPostPage as default } from '../features/blog/components/blog-post-page';
