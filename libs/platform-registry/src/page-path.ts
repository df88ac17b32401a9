import { PAGES, type REMOTES, type RemoteName } from './platform-registry';

/** A page's id in the registry, e.g. 'dashboard' or 'partnerMatches'. */
export type PageId = keyof typeof PAGES;

/** The registry's path patterns of one page, as literal types ('/partner-matches' | '/partner-matches/:requestId'). */
type PatternsOf<Id extends PageId> = {
  [R in RemoteName]: Id extends keyof (typeof REMOTES)[R]['pages'] ? (typeof REMOTES)[R]['pages'][Id] extends { readonly paths: readonly (infer P)[] } ? P : never : never;
}[RemoteName];

/** The parameter names of a pattern: '/campaigns/:campaignId' -> 'campaignId'. */
type ParamNames<Pattern> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** One choice of arguments per pattern: none for a path without parameters, its values otherwise. */
type ArgsFor<Pattern> = Pattern extends unknown ? ([ParamNames<Pattern>] extends [never] ? [] : [params: Record<ParamNames<Pattern>, string>]) : never;

export type PagePathArgs<Id extends PageId> = ArgsFor<PatternsOf<Id>>;

const PARAM = /:([A-Za-z0-9_]+)/g;

function paramNamesOf(pattern: string): string[] {
  return [...pattern.matchAll(PARAM)].map((match) => match[1]);
}

/**
 * The address of a page of the registry, for links and navigations: `pagePath('dashboard')` is
 * '/dashboard', `pagePath('partnerMatches', { requestId })` is '/partner-matches/<requestId>'. The
 * pattern is the page's first one whose parameters are exactly those given (the compiler only lets
 * through names a pattern has), and each value is URL-encoded, so an id cannot change the path. A
 * query string is the caller's to add.
 */
export function pagePath<Id extends PageId>(id: Id, ...[params]: PagePathArgs<Id>): string {
  const values: Record<string, string> = params ?? {};
  const given = Object.keys(values).sort().join();
  const pattern = PAGES[id].paths.find((candidate) => paramNamesOf(candidate).sort().join() === given);
  // Only a call the compiler did not check (a cast) can miss.
  if (pattern === undefined) throw new Error(`Page '${id}' has no path with the parameters [${given}]`);
  return pattern.replace(PARAM, (_match, name: string) => encodeURIComponent(values[name]));
}
