import { type Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { type InternalApi } from '@comarketing/contracts';

type ModuleLike = Type<unknown> | { module: Type<unknown>; imports?: unknown[]; controllers?: Type<unknown>[] };
/** A module (static or dynamic, with its imports) or just a list of controllers. */
export type RoutesSource = ModuleLike | Type<unknown>[];

function joinPath(...parts: string[]): string {
  const joined = parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

function controllersOf(root: ModuleLike, seen = new Set<unknown>()): Type<unknown>[] {
  if (!root || seen.has(root)) return [];
  seen.add(root);
  const moduleClass = typeof root === 'function' ? root : root.module;
  const dynamic: { imports?: unknown[]; controllers?: Type<unknown>[] } = typeof root === 'function' ? {} : root;
  const imports = [...((Reflect.getMetadata(MODULE_METADATA.IMPORTS, moduleClass) as ModuleLike[] | undefined) ?? []), ...((dynamic.imports as ModuleLike[] | undefined) ?? [])];
  const controllers = [...((Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, moduleClass) as Type<unknown>[] | undefined) ?? []), ...(dynamic.controllers ?? [])];
  return [...controllers, ...imports.flatMap((child) => controllersOf(child, seen))];
}

/** `METHOD /path` of every route the module's controllers (and its imports') register, from Nest's own metadata. */
export function registeredRoutes(source: RoutesSource): string[] {
  return (Array.isArray(source) ? source : controllersOf(source)).flatMap((controller) => {
    const base = (Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined) ?? '';
    const prototype = controller.prototype as Record<string, unknown>;
    return Object.getOwnPropertyNames(prototype).flatMap((name) => {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') return [];
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || method === undefined) return [];
      return [base].flat().flatMap((prefix) => [path].flat().map((own) => `${RequestMethod[method]} ${joinPath(prefix, own)}`));
    });
  });
}

/**
 * How the routes a service serves under `/internal` and its contract disagree: routes served but
 * not in the contract, and routes in the contract nothing serves. Both empty means they agree.
 */
export function contractDrift(api: InternalApi, source: RoutesSource): { unlisted: string[]; unserved: string[] } {
  const served = new Set(registeredRoutes(source).filter((key) => key.split(' ')[1].startsWith('/internal/')));
  const listed = new Set(Object.values(api.routes).map((route) => `${route.method} ${route.path}`));
  return {
    unlisted: [...served].filter((key) => !listed.has(key)).sort(),
    unserved: [...listed].filter((key) => !served.has(key)).sort(),
  };
}
