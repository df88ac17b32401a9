import { type ComponentType } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { ISLAND_ATTRIBUTE } from '@comarketing/contracts';
import { ISLAND_PREFIX_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, PageHydrationProvider } from './island';
import { ISLAND_LOADERS, isIslandName } from '../island-registry';

function propsOf(element: Element): object {
  try {
    const props: unknown = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
    return typeof props === 'object' && props !== null ? props : {};
  } catch {
    return {};
  }
}

async function hydrateIsland(element: Element, onRecoverableError?: HydrationOptions['onRecoverableError']): Promise<Root | null> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
  if (!isIslandName(name)) {
    console.warn(`No island is called ${String(name)}: that part of the page stays as the server sent it`);
    return null;
  }
  const Component = (await ISLAND_LOADERS[name]()) as ComponentType<object>;
  return hydrateRoot(
    element,
    <PageHydrationProvider value="islands">
      <Component {...propsOf(element)} />
    </PageHydrationProvider>,
    { identifierPrefix: element.getAttribute(ISLAND_PREFIX_ATTRIBUTE) ?? undefined, onRecoverableError },
  );
}

/**
 * Hydrates every island under `root` (each with its own React root, from its chunk) with the props
 * the server rendered it with. An island that fails stays as the server sent it; the others go on.
 * Resolves once all have been tried, with the React roots of those that started.
 */
export async function hydrateIslands(root: ParentNode, { onRecoverableError }: Pick<HydrationOptions, 'onRecoverableError'> = {}): Promise<Root[]> {
  const islands = Array.from(root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`), (element) =>
    hydrateIsland(element, onRecoverableError).catch((error: unknown) => {
      console.error('An island of the page failed to start; it stays as the server sent it', error);
      return null;
    }),
  );
  return (await Promise.all(islands)).filter((island) => island !== null);
}
