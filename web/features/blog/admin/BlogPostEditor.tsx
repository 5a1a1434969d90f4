import { useQuery } from '@tanstack/react-query';
import { adminBlogPostQuery } from './api/admin-blog-posts';
import { BlogPostForm } from './BlogPostForm';

/** The post form for a new post (id null) or a stored one, once its content has loaded. */
export function BlogPostEditor({ id, onDone }: { id: number | null; onDone: () => void }) {
  const query = useQuery({ ...adminBlogPostQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <BlogPostForm post={null} onDone={onDone} />;
  if (query.data) return <BlogPostForm post={query.data} onDone={onDone} />;
  return (
    <div className="flex flex-col gap-4">
      {query.isError ? (
        <p className="text-base-content/70">This post could not be loaded.</p>
      ) : (
        <div className="skeleton h-96 w-full" role="status" aria-label="Loading blog post" />
      )}
      <button type="button" className="btn btn-ghost btn-sm self-start" onClick={onDone}>
        ← Back to posts
      </button>
    </div>
  );
}
