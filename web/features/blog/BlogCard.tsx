import { Link } from 'react-router';
import type { BlogPostCard } from '#shared/api/blog';
import { IMAGE_DISPLAYS } from '#shared/responsive-image';
import { formatDay } from '#web/lib/dates';
import { AppImage } from '#web/lib/images/AppImage';
import { useDisplayTimeZone } from '#web/lib/use-display-time-zone';
import { readTimeLabel } from './read-time';

/** A post on /blog: the whole card links to /blog/{slug}; `priority` for cards above the fold. */
export function BlogCard({ post, priority = false }: { post: BlogPostCard; priority?: boolean }) {
  const timeZone = useDisplayTimeZone();
  return (
    <article
      className="card h-full overflow-hidden border border-base-200 bg-base-100 shadow-sm"
      data-testid="blog-card"
    >
      <Link to={`/blog/${post.slug}`} className="flex h-full flex-col">
        {/*
          A fixed aspect box, so cards do not jump while images load. The cover is decorative
          here (alt=""): it sits in the same link as the post's title, which names the link, so
          alt text would only read the title twice (WCAG technique H2). The post page names it.
        */}
        <div className="aspect-[16/9] w-full bg-base-200">
          {post.featured_image && (
            <AppImage
              src={post.featured_image}
              alt=""
              display={IMAGE_DISPLAYS.blogCard}
              loading={priority ? 'eager' : 'lazy'}
              className="h-full w-full object-cover"
            />
          )}
        </div>
        <div className="card-body gap-2">
          {post.category && <span className="badge badge-outline badge-sm">{post.category}</span>}
          <h2 className="card-title text-lg">{post.title}</h2>
          <p className="line-clamp-3 text-sm text-base-content/70">{post.excerpt}</p>
          <p className="mt-auto flex gap-2 pt-2 text-xs text-base-content/60">
            <time dateTime={post.published_at}>{formatDay(post.published_at, timeZone)}</time>
            <span aria-hidden="true">·</span>
            <span>{readTimeLabel(post.read_time_minutes)}</span>
          </p>
        </div>
      </Link>
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div className="card h-full overflow-hidden border border-base-200" aria-hidden="true">
      <div className="skeleton aspect-[16/9] w-full rounded-none" />
      <div className="card-body gap-2">
        <div className="skeleton h-4 w-20" />
        <div className="skeleton h-6 w-3/4" />
        <div className="skeleton h-12 w-full" />
      </div>
    </div>
  );
}
