import { type ComponentProps, type ComponentType, createContext, type ReactElement, useContext } from 'react';
import { ISLAND_ATTRIBUTE, type PageHydration } from '@comarketing/contracts';
import type { ISLAND_LOADERS, IslandName } from '../island-registry';

/**
 * How the server makes an island's own HTML: a render of the island alone (with its own id prefix,
 * so useId gives the ids the browser's hydration of that island will give). Provided by the server
 * entry only, so no browser bundle carries react-dom/server.
 */
export interface IslandServerRender {
  render(element: ReactElement, identifierPrefix: string): string;
  /** A prefix no other island of the page has. */
  nextPrefix(name: IslandName): string;
}

const ServerRender = createContext<IslandServerRender | null>(null);
const Hydration = createContext<PageHydration>('app');

export const IslandServerRenderProvider = ServerRender.Provider;
export const PageHydrationProvider = Hydration.Provider;

/** Whether this component runs inside the app ('app') or as an island of a page without it ('islands'). */
export function usePageHydration(): PageHydration {
  return useContext(Hydration);
}

/** The wrapper's attributes the islands script reads (src/islands.client.tsx). */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_PREFIX_ATTRIBUTE = 'data-island-prefix';

/** The component the browser loads for an island's name: the one the server must render under it. */
type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLAND_LOADERS)[N]>>;

export interface IslandProps<N extends IslandName> {
  /** The island's name in ISLAND_LOADERS, which loads the same component in the browser. */
  name: N;
  /** That component (the compiler holds the two together). */
  component: IslandComponent<N>;
  /** Its props, sent in the page as JSON: plain data only. */
  props: ComponentProps<IslandComponent<N>> & object;
  /**
   * What the app shows in its place, when that differs: the same view fed by the store and the
   * router (the blog's list) instead of by its JSON props. The component by default.
   */
  inApp?: ReactElement;
}

/**
 * A part of a page that needs JavaScript. In the app it is the component itself. In the server's
 * render it is the component's HTML in a wrapper naming it and holding its props, so a page without
 * the app hydrates only these parts (src/islands.client.tsx), each with React alone: an island reads no
 * store and no router, and talks to the server (if at all) itself.
 */
export function Island<N extends IslandName>({ name, component, props, inApp }: IslandProps<N>) {
  const Component = component as ComponentType<object>;
  const server = useContext(ServerRender);
  if (!server) return inApp ?? <Component {...(props as object)} />;
  const prefix = server.nextPrefix(name);
  const html = server.render(
    <Hydration.Provider value="islands">
      <Component {...(props as object)} />
    </Hydration.Provider>,
    prefix,
  );
  const attributes = { [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props), [ISLAND_PREFIX_ATTRIBUTE]: prefix };
  return <div className="island" {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
