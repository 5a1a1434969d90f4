import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminBlogPostRow } from '#shared/api/blog';
import { type Column, ContentList, type ContentListCopy } from '#web/components/admin/ContentList';
import { PublishedBadge } from '#web/components/admin/PublishedBadge';
import { formatDay } from '#web/lib/dates';
import { adminBlogPostsQuery, useDeleteBlogPost } from './api/admin-blog-posts';
import { BlogPostEditor } from './BlogPostEditor';
import { BLOG_TOASTS } from './blog-toasts';

const COPY: ContentListCopy = { heading: 'Blog Posts', newLabel: 'New Post', one: 'blog post', toasts: BLOG_TOASTS };

const COLUMNS: Column<AdminBlogPostRow>[] = [
  {
    header: 'Title',
    className: 'font-medium',
    // Only a published post has a public page to link to.
    cell: (post) =>
      post.is_published ? (
        <Link to={`/blog/${post.slug}`} className="link-hover">
          {post.title}
        </Link>
      ) : (
        post.title
      ),
  },
  { header: 'Status', cell: (post) => <PublishedBadge published={post.is_published} /> },
  { header: 'Views', cell: (post) => post.views_count },
  { header: 'Created', className: 'whitespace-nowrap', cell: (post) => formatDay(post.created_at) },
];

/**
 * SPEC 2 Blog Posts: Title, Status (Published or Draft), Views, Created; create, edit, delete with a
 * confirmation. A post is edited in place of the table (`editing`, in the URL), not in a dialog.
 */
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

  if (editing !== null) {
    return <BlogPostEditor key={editing} id={editing === 'new' ? null : editing} onDone={() => onEdit(null)} />;
  }

  return (
    <ContentList
      copy={COPY}
      columns={COLUMNS}
      name={(post) => post.title}
      warning={(post) => `“${post.title}” will be removed from the blog. This cannot be undone.`}
      rows={list.data?.posts}
      query={list}
      paging={{ page, of: list.data, onPage }}
      onNew={() => onEdit('new')}
      onEdit={(post) => onEdit(post.id)}
      remove={remove}
    />
  );
}
