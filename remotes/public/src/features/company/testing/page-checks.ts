import { PAGES } from '@comarketing/platform-registry';
import { within } from '@testing-library/react';

/** The paths the platform serves (the registry's pages without parameters): a link to anything else would be dead. */
export const KNOWN_ROUTES: readonly string[] = Object.values(PAGES).flatMap((page) => page.paths.filter((path) => !path.includes(':')));

/** Every link's href in `container`. */
export function hrefsIn(container: HTMLElement): string[] {
  return within(container)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
}

/** Levels that jump by more than one on the way down (h2 then h4), or anything before the h1. */
export function skippedLevels(container: HTMLElement): string[] {
  const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((heading) => Number(heading.tagName[1]));
  const problems: string[] = [];
  levels.forEach((level, index) => {
    const previous = index === 0 ? 0 : levels[index - 1];
    if (level > previous + 1) problems.push(`h${level} after ${previous === 0 ? 'nothing' : `h${previous}`}`);
  });
  return problems;
}
