import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminBlogPostRow } from '#shared/api/blog';
import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { Pager } from '#web/components/Pager';
import { TableStatusRow } from '#web/components/TableStatusRow';
import { formatDay } from '#web/lib/dates';
import { toast } from '#web/lib/toast';
import { adminBlogPostsQuery, useDeleteBlogPost } from './api/admin-blog-posts';
import { BlogPostEditor } from './BlogPostEditor';

/** SPEC 2 Blog Posts: Title, Status (Published or Draft), Views, Created; create, edit, delete with a confirmation. */
export function BlogPostsTab({
  page,
  editing,
  onPage,
  onEdit,
}: {
  page: number;
  editing: number | 'new' | null;
  onPage: (page: number) => void;
  onEdit: (edit: number | 'new' | null) => void;
}) {
  const list = useQuery({ ...adminBlogPostsQuery(page), enabled: editing === null });
  const remove = useDeleteBlogPost();
  const [deleting, setDeleting] = useState<AdminBlogPostRow | null>(null);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  if (editing !== null) {
    return <BlogPostEditor key={editing} id={editing === 'new' ? null : editing} onDone={() => onEdit(null)} />;
  }

  const confirmDelete = (post: AdminBlogPostRow) =>
    remove.mutate(post.id, {
      onSuccess: () => {
        toast.success(CONTENT_MESSAGES.blogDeleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(CONTENT_MESSAGES.deleteBlogPostFailed, { cause: error }),
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Blog Posts</h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => onEdit('new')}>
          New Post
        </button>
      </div>
      <div className="overflow-x-auto">
        <table className="table table-stack">
          <thead>
            <tr>
              <th>Title</th>
              <th>Status</th>
              <th>Views</th>
              <th>Created</th>
              <th>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(list.isPending || list.isError || data?.posts.length === 0) && (
              <TableStatusRow
                columns={5}
                loading="Loading blog posts"
                empty={data ? 'No blog posts yet.' : list.isError ? CONTENT_MESSAGES.loadBlogPostsFailed : null}
              />
            )}
            {data?.posts.map((post) => (
              <tr key={post.id}>
                <td data-label="Title" className="font-medium">
                  {post.is_published ? (
                    <Link to={`/blog/${post.slug}`} className="link-hover">
                      {post.title}
                    </Link>
                  ) : (
                    post.title
                  )}
                </td>
                <td data-label="Status">
                  {post.is_published ? (
                    <span className="badge badge-success">Published</span>
                  ) : (
                    <span className="badge badge-ghost">Draft</span>
                  )}
                </td>
                <td data-label="Views">{post.views_count}</td>
                <td data-label="Created" className="whitespace-nowrap">
                  {formatDay(post.created_at)}
                </td>
                <td>
                  <div className="flex justify-end gap-1">
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      aria-label={`Edit ${post.title}`}
                      onClick={() => onEdit(post.id)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs text-error"
                      aria-label={`Delete ${post.title}`}
                      onClick={() => setDeleting(post)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && <Pager page={page} pages={pages} onPage={onPage} />}
      {deleting && (
        <ConfirmDialog
          title="Delete blog post?"
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          “{deleting.title}” will be removed from the blog. This cannot be undone.
        </ConfirmDialog>
      )}
    </div>
  );
}
