import { HeadTags } from '@comarketing/ui';
import { HOME_TITLE, type PageRef, pageTitle } from '@comarketing/platform-registry';

export interface PageMeta {
  title: string;
  description: string;
}

/** The head text of the host's own screens; the remotes' pages carry theirs in the registry. */
export const ROUTE_META = {
  home: {
    title: HOME_TITLE,
    description:
      'Co-Marketing Hub matches UK small businesses with complementary local partners so they can share marketing costs, reach bigger audiences and grow together.',
  },
  notFound: {
    // Unknown routes use the home title.
    title: HOME_TITLE,
    description: "The page you're looking for doesn't exist.",
  },
} as const satisfies Record<string, PageMeta>;

/** A registry page's head text: its own title before the product name, or the home title. */
export function pageMeta(page: Pick<PageRef, 'title' | 'description'>): PageMeta {
  return { title: pageTitle(page), description: page.description };
}

/** The page's head text (see HeadTags). */
export function RouteMeta({ title, description }: PageMeta) {
  return <HeadTags title={title} description={description} />;
}
