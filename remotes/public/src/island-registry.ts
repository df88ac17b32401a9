import { type ComponentType } from 'react';

/**
 * Every island of the public pages, by the name the server's HTML gives it, with how the browser
 * loads its component (one chunk each, fetched only by pages that hold the island). The server
 * renders the same component (Island), so a name here and its component there must agree.
 */
export const ISLAND_LOADERS = {
  'hero-mark': () => import(/* webpackChunkName: "island-hero-mark" */ './features/landing/components/hero-mark').then((module) => module.HeroMark),
  'service-bundles': () => import(/* webpackChunkName: "island-service-bundles" */ './features/landing/components/service-bundles-section').then((module) => module.ServiceBundlesSection),
  'back-button': () => import(/* webpackChunkName: "island-back-button" */ './shared/site/back-button').then((module) => module.BackButton),
  'support-faq': () => import(/* webpackChunkName: "island-support-faq" */ './features/support/components/support-faq').then((module) => module.SupportFaq),
  'support-actions': () => import(/* webpackChunkName: "island-support-actions" */ './features/support/components/support-actions').then((module) => module.SupportActions),
  'blog-list': () => import(/* webpackChunkName: "island-blog-list" */ './features/blog/components/blog-island').then((module) => module.BlogIsland),
  'share-button': () => import(/* webpackChunkName: "island-share-button" */ './features/blog/components/article-islands').then((module) => module.ShareButton),
  'article-view': () => import(/* webpackChunkName: "island-article-view" */ './features/blog/components/article-islands').then((module) => module.ArticleView),
  toasts: () => import(/* webpackChunkName: "island-toasts" */ './shared/site/page-toasts').then((module) => module.PageToasts),
  'sign-in-form': () => import(/* webpackChunkName: "island-sign-in-form" */ './features/auth/components/sign-in-island').then((module) => module.SignInIsland),
  'chat-assistant': () => import(/* webpackChunkName: "island-chat-assistant" */ './shared/chat-assistant/chat-assistant').then((module) => module.ChatAssistant),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof ISLAND_LOADERS;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLAND_LOADERS, name);
}
