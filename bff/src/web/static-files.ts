import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';

// Built file names carry a content hash; those never change, everything else is revalidated.
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|jpeg|webp|gif)$/;

/** The path as express.static will see it (decoded: `.m%61p` is `.map`); undefined when undecodable. */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** Any case too: `.MAP` is the same file on a case-insensitive file system. */
const isSourceMap = (path: string) => decodedPath(path)?.toLowerCase().endsWith('.map') ?? true;

// The build writes a Brotli and a gzip copy beside every text file worth compressing (tools/webpack);
// the best one the browser accepts is sent as is, with no compression work per request.
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves `<file>.br` or `<file>.gz` in place of `<file>` when the browser accepts it and the build
 * made one; the type and caching stay those of the original file.
 */
function precompressed(dir: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = decodedPath(req.path);
    if (!path || path.endsWith('/') || path.includes('\0') || path.split('/').includes('..')) return next();
    res.vary('Accept-Encoding');
    // Ours in order of preference (Brotli is smaller), whatever order the browser lists them in.
    const encoding = ENCODINGS.find((candidate) => req.acceptsEncodings(candidate.name) === candidate.name && existsSync(join(dir, path + candidate.suffix)));
    if (!encoding) return next();
    res.setHeader('content-encoding', encoding.name);
    res.type(extname(path));
    req.url = req.url.replace(/^([^?]*)/, `$1${encoding.suffix}`);
    next();
  };
}

function staticDir(dir: string): Router {
  const router = express.Router();
  // Source maps stay on the server (see tools/webpack): a request for one is an unknown path.
  router.use((req: Request, _res: Response, next: NextFunction) => next(isSourceMap(req.path) ? 'router' : undefined));
  router.use(precompressed(dir));
  router.use(serveFiles(dir));
  return router;
}

function serveFiles(dir: string) {
  return express.static(dir, {
    index: false,
    setHeaders(res, path) {
      const original = path.replace(/\.(br|gz)$/, '');
      // A compressed copy keeps the type set from the original's name (express.static would say octet-stream).
      if (original !== path) res.type(extname(original));
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('cache-control', HASHED.test(original) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** The API, uploaded objects and developer pages: served by routes, never from the build. */
const NOT_FILES = /^\/(api|objects|dev)(\/|$)/;

/**
 * Serves the built host at / and each remote at /remotes/<name>/: files only. Pages (any other
 * GET for HTML) are the business of the page handler that follows the session (public-pages).
 */
export function staticFiles(webRoot: string, remotes: readonly string[]): Router {
  const router = express.Router();
  // No file lives under these, nor at a page's address (no extension): their requests skip the
  // three file-system lookups per request.
  router.use((req: Request, _res: Response, next: NextFunction) => next(NOT_FILES.test(req.path) || isPageRequest(req) ? 'router' : undefined));
  for (const name of remotes) router.use(`/remotes/${name}`, staticDir(join(webRoot, 'remotes', name, 'dist')));
  router.use(staticDir(join(webRoot, 'shells/host/dist')));
  return router;
}

/** A browser asking for a page of the app: GET/HEAD for HTML, outside the API, file and developer (`/dev/mailbox`) paths. */
export function isPageRequest(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !/^\/(api|mf|remotes|objects|dev)(\/|$)/.test(req.path) &&
    // Client-side routes never end in a file extension: a missing file is a 404, not the app.
    !/\.[a-z0-9]+$/i.test(decodedPath(req.path) ?? '.') &&
    Boolean(req.accepts('html'))
  );
}

/** The host's index.html, where the web app is built; undefined before the first build. */
export function hostIndexPath(webRoot: string): string | undefined {
  const index = join(webRoot, 'shells/host/dist/index.html');
  return existsSync(index) ? index : undefined;
}
