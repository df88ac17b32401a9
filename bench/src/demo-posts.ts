/** The demo articles, once the platform has seeded them (it answers health checks before that ends). */
export async function seededPosts(origin: string, timeoutMs = 60_000): Promise<Array<{ slug: string }>> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}/api/blog/posts`);
    const posts = response.ok ? ((await response.json()) as Array<{ slug: string }>) : [];
    if (posts.length >= 6) return posts;
    last = `${response.status}, ${posts.length} posts`;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the demo articles were not seeded within ${timeoutMs / 1000} s (last answer: ${last})`);
}
