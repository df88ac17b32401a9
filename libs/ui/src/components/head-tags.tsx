/**
 * A page's title and description, with their social-sharing twins (Open Graph, Twitter): React 19
 * hoists them into <head>. The server fills the same tags for the first request (bff/src/web/public-pages).
 */
export function HeadTags({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
