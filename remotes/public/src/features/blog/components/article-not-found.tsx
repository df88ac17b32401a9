import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { BLOG_TEXTS } from '@comarketing/contracts';
import { Button } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { ArticleHead } from './article-head';

/** An unknown or unpublished slug, or a failed call. */
export function ArticleNotFound() {
  return (
    <div className="blog-article blog-article--missing">
      <ArticleHead title={`${BLOG_TEXTS.notFoundTitle}${BLOG_TEXTS.titleSuffix}`} description={BLOG_TEXTS.notFoundText} />
      <h1 className="cm-page-title">{BLOG_TEXTS.notFoundTitle}</h1>
      <p className="cm-page-lead">{BLOG_TEXTS.notFoundText}</p>
      <Button asChild variant="secondary">
        <Link to={pagePath('blog')}>
          <ArrowLeft aria-hidden="true" />
          {BLOG_TEXTS.backToBlog}
        </Link>
      </Button>
    </div>
  );
}
