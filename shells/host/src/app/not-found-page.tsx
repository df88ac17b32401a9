import { Link } from 'react-router-dom';
import { Button } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';

export const NOT_FOUND_TEXT = {
  title: '404 - Page Not Found',
  description: "The page you're looking for doesn't exist.",
} as const;

export function NotFoundPage() {
  return (
    <section className="host-not-found cm-container" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="host-not-found__title">
        {NOT_FOUND_TEXT.title}
      </h1>
      <p className="host-not-found__text">{NOT_FOUND_TEXT.description}</p>
      <Button asChild>
        <Link to={pagePath('landing')}>Go to Home</Link>
      </Button>
    </section>
  );
}
