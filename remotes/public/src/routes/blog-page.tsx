// Exposed as './BlogPage'.
export { BlogPage as default } from '../features/blog/components/blog-page';
