import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// Built file names carry a content hash; those never change, everything else is revalidated.
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

function staticDir(dir: string) {
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
export function staticFiles(webRoot: string, remotes: string[]): Router {
  const router = express.Router();
  const hostDist = join(webRoot, 'shells/host/dist');
  for (const name of remotes) router.use(`/remotes/${name}`, staticDir(join(webRoot, 'remotes', name, 'dist')));
  router.use(staticDir(hostDist));
  router.use((req: Request, res: Response, next: NextFunction) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !/^\/(api|mf|remotes|objects)(\/|$)/.test(req.path) && req.accepts('html');
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
