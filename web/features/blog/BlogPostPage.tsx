import { useQuery } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import { IMAGE_DISPLAYS } from '#shared/responsive-image';
import { usePageMeta } from '#web/components/usePageMeta';
import { trackBlogView } from '#web/features/analytics/index';
import { BlogHtmlSanitizerContext } from '#web/lib/blog-html';
import { formatLongDay } from '#web/lib/dates';
import { AppImage } from '#web/lib/images/AppImage';
import { useDisplayTimeZone } from '#web/lib/use-display-time-zone';
import { blogPostQuery } from './api/blog-posts';
import { readTimeLabel } from './read-time';

function BackToBlog() {
  return (
    <Link to="/blog" className="link link-hover text-sm">
      ← Back to Blog
    </Link>
  );
}

/** /blog/{slug} (SPEC 2): the post with its HTML sanitised again here; each visit counts one view. */
export function BlogPostPage() {
  const timeZone = useDisplayTimeZone();
  const slug = useParams().slug ?? '';
  const query = useQuery(blogPostQuery(slug));
  const post = query.data;
  usePageMeta(post ? post.title : post === null ? CONTENT_MESSAGES.articleNotFound : 'Blog', post?.excerpt);
  // The worker sanitised it on save; the browser does it again with its own parser before rendering.
  const sanitizeBlogHtml = useContext(BlogHtmlSanitizerContext);
  const html = useMemo(() => (post ? sanitizeBlogHtml(post.content) : ''), [post, sanitizeBlogHtml]);

  // One view per visit of the page (fire-and-forget; the worker counts a visitor once a day).
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!post || tracked.current === post.slug) return;
    tracked.current = post.slug;
    trackBlogView(post.slug);
  }, [post]);

  if (query.isPending) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-10" role="status" aria-label="Loading article">
        <div className="skeleton h-6 w-24" />
        <div className="skeleton h-10 w-3/4" />
        <div className="skeleton aspect-[16/9] w-full" />
        <div className="skeleton h-40 w-full" />
      </div>
    );
  }
  if (!post) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">
          {post === null ? CONTENT_MESSAGES.articleNotFound : 'This article could not be loaded'}
        </h1>
        <p className="mt-4 text-base-content/70">
          {post === null ? 'It may have been moved or unpublished.' : 'Please try again later.'}
        </p>
        <Link to="/blog" className="btn btn-primary mt-8">
          Back to Blog
        </Link>
      </section>
    );
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <BackToBlog />
      <header className="mt-4 flex flex-col gap-3">
        {post.category && <span className="badge badge-primary badge-outline">{post.category}</span>}
        <h1 className="text-4xl font-bold leading-tight">{post.title}</h1>
        <p className="flex gap-2 text-sm text-base-content/60">
          <time dateTime={post.published_at}>{formatLongDay(post.published_at, timeZone)}</time>
          <span aria-hidden="true">·</span>
          <span>{readTimeLabel(post.read_time_minutes)}</span>
        </p>
      </header>
      {post.featured_image && (
        <div className="mt-6 aspect-[16/9] w-full overflow-hidden rounded-box bg-base-200">
          {/*
            The page's hero: the worker preloads it (HeadTags.heroImage) in the same display. Posts
            keep no description of their cover, so it is named by the post it illustrates.
          */}
          <AppImage
            src={post.featured_image}
            alt={post.title}
            display={IMAGE_DISPLAYS.blogPostHero}
            loading="hero"
            className="h-full w-full object-cover"
          />
        </div>
      )}
      <div
        className="prose mt-8 max-w-none"
        data-testid="blog-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the worker on save and by DOMPurify (sanitizeBlogHtml) just above.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {post.tags.length > 0 && (
        <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag} className="badge badge-ghost">
              #{tag}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10">
        <BackToBlog />
      </div>
    </article>
  );
}
