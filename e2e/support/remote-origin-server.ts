import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = { '.js': 'application/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml', '.html': 'text/html' };

/**
 * A remote's build served from its own origin, as its team's server would (infra/docker's nginx
 * template does the same in compose): the host's origin may fetch it (CORS), nothing is sniffed,
 * source maps stay private. Records what was asked for.
 */
export async function serveRemote(dist: string, port: number, allowedOrigin: string): Promise<{ server: Server; requested: string[] }> {
  const requested: string[] = [];
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    requested.push(path);
    const file = join(dist, path);
    res.setHeader('access-control-allow-origin', allowedOrigin);
    res.setHeader('vary', 'Origin');
    res.setHeader('x-content-type-options', 'nosniff');
    if (!file.startsWith(dist) || path.endsWith('.map') || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, requested };
}
