import { REMOTES } from '@comarketing/platform-registry';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The host loads each page of the registry from this remote's exposed module of that name: a page
// in the registry that webpack does not expose loads as 'temporarily unavailable'.
describe('the pages this remote exposes', () => {
  it('include every page the registry lists for it', () => {
    const config = readFileSync(join(__dirname, '../webpack.config.js'), 'utf8');
    const missing = Object.values(REMOTES.public.pages).filter((page) => !config.includes(`'./${page.module}':`));
    expect(missing.map((page) => page.module)).toEqual([]);
  });
});
