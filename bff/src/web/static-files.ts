import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// Built file names carry a content hash; those never change, everything else is revalidated.
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

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

function staticDir(dir: string): Router {
  const router = express.Router();
  // Source maps stay on the server (see tools/webpack): a request for one is an unknown path.
  router.use((req: Request, _res: Response, next: NextFunction) => next(isSourceMap(req.path) ? 'router' : undefined));
  router.use(serveFiles(dir));
  return router;
}

function serveFiles(dir: string) {
  return express.static(dir, {
    index: false,
    setHeaders(res, path) {
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/**
 * Serves the built host at / (with index.html for every client-side route) and each remote at
 * /remotes/<name>/. API paths are left to Nest, so an unknown /api route is a JSON 404.
 */
export function staticFiles(webRoot: string, remotes: readonly string[]): Router {
  const router = express.Router();
  const hostDist = join(webRoot, 'shells/host/dist');
  for (const name of remotes) router.use(`/remotes/${name}`, staticDir(join(webRoot, 'remotes', name, 'dist')));
  router.use(staticDir(hostDist));
  router.use((req: Request, res: Response, next: NextFunction) => {
    // Client-side routes never end in a file extension: a missing file is a 404, not the app.
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') && !/^\/(api|mf|remotes|objects)(\/|$)/.test(req.path) && !/\.[a-z0-9]+$/i.test(decodedPath(req.path) ?? '.') && req.accepts('html');
    if (!isPage) return next();
    const index = join(hostDist, 'index.html');
    if (!existsSync(index)) {
      res.status(503).type('text').send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
      return;
    }
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
