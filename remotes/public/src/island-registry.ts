import { type ComponentType } from 'react';

/** An island's loader, its component's own type kept (so Island can hold name and component together). */
function loader<C extends ComponentType<never>>(load: () => Promise<C>): () => Promise<C> {
  return load;
}

/**
 * Every island of the public pages, by the name the server's HTML gives it, with how the browser
 * loads its component (one chunk each, fetched only by pages that hold the island). The server
 * renders the same component (Island), so a name here and its component there must agree.
 */
export const ISLAND_LOADERS = {
  'hero-mark': loader(() => import(/* webpackChunkName: "island-hero-mark" */ './features/landing/components/hero-mark').then((module) => module.HeroMark)),
  'service-bundles': loader(() => import(/* webpackChunkName: "island-service-bundles" */ './features/landing/components/service-bundles-section').then((module) => module.ServiceBundlesSection)),
  'back-button': loader(() => import(/* webpackChunkName: "island-back-button" */ './shared/site/back-button').then((module) => module.BackButton)),
  'support-faq': loader(() => import(/* webpackChunkName: "island-support-faq" */ './features/support/components/support-faq').then((module) => module.SupportFaq)),
  'support-actions': loader(() => import(/* webpackChunkName: "island-support-actions" */ './features/support/components/support-actions').then((module) => module.SupportActions)),
  'blog-list': loader(() => import(/* webpackChunkName: "island-blog-list" */ './features/blog/components/blog-island').then((module) => module.BlogIsland)),
  'share-button': loader(() => import(/* webpackChunkName: "island-share-button" */ './features/blog/components/article-islands').then((module) => module.ShareButton)),
  'article-view': loader(() => import(/* webpackChunkName: "island-article-view" */ './features/blog/components/article-islands').then((module) => module.ArticleView)),
  toasts: loader(() => import(/* webpackChunkName: "island-toasts" */ './shared/site/page-toasts').then((module) => module.PageToasts)),
  'sign-up-form': loader(() => import(/* webpackChunkName: "island-sign-up-form" */ './features/auth/components/sign-up-island').then((module) => module.SignUpIsland)),
  'sign-in-form': loader(() => import(/* webpackChunkName: "island-sign-in-form" */ './features/auth/components/sign-in-island').then((module) => module.SignInIsland)),
  'chat-assistant': loader(() => import(/* webpackChunkName: "island-chat-assistant" */ './shared/chat-assistant/chat-assistant').then((module) => module.ChatAssistant)),
};

export type IslandName = keyof typeof ISLAND_LOADERS;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLAND_LOADERS, name);
}
