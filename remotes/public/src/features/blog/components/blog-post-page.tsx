import '../blog.css';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { BLOG_TEXTS, type BlogPost } from '@comarketing/contracts';
import { Badge, Button } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { PublicPage } from '../../../shared/site';
import { Island } from '../../../islands/island';
import { useGetBlogPostQuery } from '../api/blog.api';
import { ArticleView, ShareButton } from './article-islands';
import { ArticleHead } from './article-head';
import { ArticleNotFound } from './article-not-found';
import { ArticleSkeleton } from './article-skeleton';
import { FEATURED_IMAGE_HEIGHT, FEATURED_IMAGE_WIDTH } from './post-card';
import { PostMeta } from './post-meta';
import { RelatedPosts } from './related-posts';

function Article({ post }: { post: BlogPost }) {
  const share = { title: post.title, text: post.excerpt };
  return (
    <>
      <ArticleHead title={post.seoTitle || `${post.title}${BLOG_TEXTS.titleSuffix}`} description={post.seoDescription || post.excerpt} />
      <article className="blog-article" aria-labelledby="blog-article-title">
        <Link className="blog-article__back" to={pagePath('blog')}>
          <ArrowLeft aria-hidden="true" />
          {BLOG_TEXTS.backToBlog}
        </Link>
        <div className="blog-article__facts">
          <PostMeta post={post} />
          <Island name="share-button" component={ShareButton} props={{ ...share, label: BLOG_TEXTS.share, size: 'sm' }} />
        </div>
        <h1 id="blog-article-title" className="blog-article__title">
          {post.title}
        </h1>
        <p className="blog-article__excerpt">{post.excerpt}</p>
        {post.tags.length ? (
          <ul className="blog-tags" aria-label="Topics">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link className="blog-tag-link" to={`${pagePath('blog')}?topic=${encodeURIComponent(tag)}`} aria-label={`More articles on ${tag}`}>
                  <Badge variant="secondary">{tag}</Badge>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {post.featuredImage ? (
          // Decorative beside the title (which is its alternative in the Open Graph tags); the
          // largest element of the page, so fetched first.
          <img className="blog-article__image" src={post.featuredImage} alt="" width={FEATURED_IMAGE_WIDTH} height={FEATURED_IMAGE_HEIGHT} fetchPriority="high" />
        ) : null}
        {/* Trusted HTML: rendered from Markdown and sanitised by the content service against its
            allow-list (no scripts, event handlers, javascript: URLs or styles reach a reader). */}
        <div className="blog-article__body" dangerouslySetInnerHTML={{ __html: post.content }} />
        <footer className="blog-article__footer">
          <Island name="share-button" component={ShareButton} props={{ ...share, label: BLOG_TEXTS.shareArticle }} />
          <Button asChild variant="ghost">
            <Link to={pagePath('blog')}>{BLOG_TEXTS.moreArticles}</Link>
          </Button>
        </footer>
      </article>
      <RelatedPosts postId={post.id} />
      <Island name="article-view" component={ArticleView} props={{ postId: post.id }} />
    </>
  );
}

/**
 * /blog/:slug: the article, its sharing and related articles; 'Article
 * Not Found' for an unknown slug or a failed call. Opening an article records one view (ArticleView).
 */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  // currentData: this slug's answer only, so moving to a related article shows its skeleton, not
  // the previous article under the new address.
  const { currentData: post, isError, isFetching } = useGetBlogPostQuery(slug, { skip: !slug });

  let content;
  if (post) content = <Article post={post} />;
  else if (isError || !isFetching) content = <ArticleNotFound />;
  else content = <ArticleSkeleton />;

  return (
    <PublicPage className="blog">
      <div className="cm-container">{content}</div>
    </PublicPage>
  );
}
