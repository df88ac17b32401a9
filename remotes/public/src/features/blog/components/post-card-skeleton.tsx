/** A placeholder the size of a post card, while the posts load. */
export function PostCardSkeleton() {
  return (
    <div className="blog-card blog-card--skeleton" aria-hidden="true">
      <div className="blog-skeleton blog-skeleton--image" />
      <div className="blog-card__body">
        <div className="blog-skeleton blog-skeleton--meta" />
        <div className="blog-skeleton blog-skeleton--heading" />
        <div className="blog-skeleton blog-skeleton--text" />
        <div className="blog-skeleton blog-skeleton--tags" />
        <div className="blog-skeleton blog-skeleton--meta" />
      </div>
    </div>
  );
}
