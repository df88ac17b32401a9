/** The article's shape while it loads: facts, title, excerpt, image, a few lines. */
export function ArticleSkeleton() {
  return (
    <div className="blog-article blog-article--skeleton" aria-busy="true">
      <p className="cm-sr-only">Loading the article</p>
      <div aria-hidden="true" className="blog-article__skeleton">
        <div className="blog-skeleton blog-skeleton--meta" />
        <div className="blog-skeleton blog-skeleton--title" />
        <div className="blog-skeleton blog-skeleton--text" />
        <div className="blog-skeleton blog-skeleton--image" />
        <div className="blog-skeleton blog-skeleton--text" />
        <div className="blog-skeleton blog-skeleton--text" />
      </div>
    </div>
  );
}
