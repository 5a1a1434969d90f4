import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBlogPostInput } from '#shared/api/blog';
import { adminContentKeys, adminKeys } from '#web/features/admin/index';
import { blogKeys } from '#web/features/blog/api/query-keys';
import { signedInRequest } from '#web/lib/session/requests';

/** All posts (drafts too), newest first, 20 a page, without their content. */
export function adminBlogPostsQuery(page: number) {
  return queryOptions({
    queryKey: adminContentKeys.blogPostList(page),
    queryFn: ({ signal }) => signedInRequest('/admin/blog-posts', { query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: 'Failed to load blog posts' },
  });
}

/** One post with its content, for the editor. */
export function adminBlogPostQuery(id: number) {
  return queryOptions({
    queryKey: adminContentKeys.blogPost(id),
    queryFn: ({ signal }) => signedInRequest('/admin/blog-posts/:id', { param: { id }, signal }).then((r) => r.post),
    // The editor starts from what is stored now, not from a copy cached earlier.
    staleTime: 0,
    meta: { errorToast: 'Failed to load blog post' },
  });
}

/**
 * A post change shows in the admin table, the public blog (list and post, whose worker cache
 * is versioned) and the activity feed; creating or deleting one also changes the overview's count.
 */
function useInvalidateBlog() {
  const client = useQueryClient();
  return (countChanged: boolean) =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminContentKeys.blogPosts() }),
      client.invalidateQueries({ queryKey: adminKeys.audit() }),
      client.invalidateQueries({ queryKey: blogKeys.all }),
      countChanged && client.invalidateQueries({ queryKey: adminKeys.stats() }),
    ]);
}

/** Creates a post (id null) or saves every field of an existing one. */
export function useSaveBlogPost() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CreateBlogPostInput }) =>
      id === null
        ? signedInRequest('/admin/blog-posts', { method: 'POST', json: input })
        : signedInRequest('/admin/blog-posts/:id', { method: 'PATCH', param: { id }, json: input }),
    onSettled: (_data, _error, { id }) => invalidate(id === null),
  });
}

export function useDeleteBlogPost() {
  const invalidate = useInvalidateBlog();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => signedInRequest('/admin/blog-posts/:id', { method: 'DELETE', param: { id } }),
    onSuccess: (_data, id) => client.removeQueries({ queryKey: adminContentKeys.blogPost(id) }),
    onSettled: () => invalidate(true),
  });
}
