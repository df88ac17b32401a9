import { type ReactElement } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Renders `tree` to HTML as the BFF does, then hydrates that HTML as the host does, and returns what
 * React reported while hydrating (a mismatch between the two shows here). `inspect` sees the
 * server's HTML before the browser takes it over; `afterHydration` runs before the tree unmounts.
 */
export async function hydrationErrors(tree: ReactElement, { inspect, afterHydration }: { inspect?: (serverHtml: HTMLElement) => void; afterHydration?: () => void } = {}): Promise<unknown[]> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  inspect?.(container);
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) }));
  try {
    afterHydration?.();
  } finally {
    act(() => root.unmount());
    container.remove();
  }
  return errors;
}
