// A minimal JSON client for the BFF over loopback (keep-alive, one session cookie per owner).
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

export interface ApiResponse<T> {
  status: number;
  body: T;
  cookie: string | undefined;
}

export function api<T = unknown>(baseUrl: string, method: string, path: string, options: { body?: unknown; cookie?: string } = {}): Promise<ApiResponse<T>> {
  const url = new URL(path, baseUrl);
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent,
        timeout: 10_000,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
          const cookie = setCookie.find((c) => c.startsWith('cm.sid='))?.split(';')[0];
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON: keep the text for the error message
          }
          resolve({ status: res.statusCode ?? 0, body: body as T, cookie });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** Like api(), but throws unless the status is the expected one. */
export async function expectStatus<T>(expected: number, ...args: Parameters<typeof api>): Promise<ApiResponse<T>> {
  const res = await api<T>(...args);
  if (res.status !== expected) throw new Error(`${args[1]} ${args[2]}: expected ${expected}, got ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  return res;
}

export function closeApiClient(): void {
  agent.destroy();
}
