import { lazy, Suspense, useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  type AdminBlogPost,
  BLOG_LIMITS,
  type CreateBlogPostInput,
  type CreateBlogPostValues,
  createBlogPostSchema,
} from '#shared/api/blog';
import { readTimeMinutes } from '#shared/blog-html';
import { type ContentForm, useContentForm } from '#web/components/admin/use-content-form';
import { Field } from '#web/components/form/Field';
import { ImageUrlField } from '#web/components/form/ImageUrlField';
import { ToggleField } from '#web/components/form/ToggleField';
import { anyOtherLocation, UnsavedChangesPrompt } from '#web/components/UnsavedChangesPrompt';
import { sanitizeBlogHtml } from '#web/lib/blog-html';
import { formatDateTime } from '#web/lib/dates';
import { useSession } from '#web/lib/session/use-session';
import { useSaveBlogPost } from './api/admin-blog-posts';
import { clearBlogDraft, readBlogDraft, writeBlogDraft } from './blog-draft';
import { BLOG_TOASTS } from './blog-toasts';
import { TagsField } from './TagsField';

// TipTap is only fetched when an admin opens this form.
const RichTextEditor = lazy(() => import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })));

function defaultsFor(post: AdminBlogPost | null): CreateBlogPostInput {
  if (!post) {
    return {
      title: '',
      excerpt: '',
      content: '',
      category: '',
      tags: [],
      featured_image: '',
      is_published: false,
      read_time_minutes: null,
    };
  }
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category ?? '',
    tags: post.tags,
    featured_image: post.featured_image ?? '',
    is_published: post.is_published,
    // A read time that is what the word count gives was computed: leave it empty, so it follows
    // the content; one set by hand stays as it was.
    read_time_minutes: post.read_time_minutes === readTimeMinutes(post.content) ? null : post.read_time_minutes,
  };
}

const BLOG_POST_FORM: ContentForm<CreateBlogPostInput, CreateBlogPostValues> = {
  schema: createBlogPostSchema,
  noun: 'post',
  createLabel: 'Create Post',
  toasts: BLOG_TOASTS,
};

const sameValues = (a: CreateBlogPostInput, b: CreateBlogPostInput) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Create or edit a post (SPEC 2, 4, 5): title, excerpt and content are required; the rest is
 * optional. Unsaved work is never lost silently: leaving the editor (Back, another content tab, any
 * link, closing the tab) asks first, and what is typed is kept in this browser as a draft
 * (blog-draft.ts) that the editor offers back after a reload or a crash.
 */
export function BlogPostForm({ post, onDone }: { post: AdminBlogPost | null; onDone: () => void }) {
  const save = useSaveBlogPost();
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.session.user.id : null;
  const postId = post?.id ?? null;
  const [preview, setPreview] = useState(false);
  const contentLabelId = useId();
  const contentErrorId = useId();
  const readTimeId = useId();
  // Saved: the editor closes once the form no longer counts as changed (so leaving is not asked).
  const [saved, setSaved] = useState(false);
  const [restoredFrom, setRestoredFrom] = useState<string | null>(null);
  // The rich-text editor reads its content once, as it mounts: a restored or discarded draft remounts it.
  const [editorKey, setEditorKey] = useState(0);
  const editor = useContentForm(BLOG_POST_FORM, post, {
    defaults: defaultsFor(post),
    save,
    onSaved: () => {
      if (userId) clearBlogDraft(userId, postId);
      setSaved(true);
    },
  });
  const { form, control, formProps, submitting } = editor;
  const dirty = editor.dirty && !saved;
  const [title, content] = useWatch({ control, name: ['title', 'content'] });
  const values = useWatch({ control }) as CreateBlogPostInput;
  const previewHtml = useMemo(() => (preview ? sanitizeBlogHtml(content) : ''), [preview, content]);

  // A draft left from last time, unless it is what the post already says: the form starts from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the editor opens.
  useLayoutEffect(() => {
    if (!userId) return;
    const draft = readBlogDraft(userId, postId);
    if (!draft || sameValues(draft.values, defaultsFor(post))) return;
    form.reset(draft.values, { keepDefaultValues: true });
    setRestoredFrom(draft.savedAt);
    setEditorKey((key) => key + 1);
  }, []);

  // Every change is kept as the draft, a moment after typing stops; no changes, no draft.
  useEffect(() => {
    if (!userId || saved) return;
    const timer = setTimeout(() => {
      if (dirty) writeBlogDraft(userId, postId, values);
      else clearBlogDraft(userId, postId);
    }, 300);
    return () => clearTimeout(timer);
  }, [values, dirty, saved, userId, postId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once the save has re-rendered the form as unchanged.
  useEffect(() => {
    if (saved) onDone();
  }, [saved]);

  const discardDraft = () => {
    if (userId) clearBlogDraft(userId, postId);
    form.reset(defaultsFor(post));
    setRestoredFrom(null);
    setEditorKey((key) => key + 1);
  };

  return (
    <form {...formProps} className="flex flex-col gap-4" aria-label={editor.title}>
      <UnsavedChangesPrompt
        when={dirty}
        leaves={anyOtherLocation}
        onLeave={() => userId && clearBlogDraft(userId, postId)}
      />
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{editor.title}</h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          ← Back to posts
        </button>
      </div>
      {restoredFrom && (
        <div role="status" className="alert alert-info flex flex-wrap items-center justify-between gap-2">
          <span>Restored your unsaved draft from {formatDateTime(restoredFrom)}.</span>
          <button type="button" className="btn btn-sm" onClick={discardDraft}>
            Discard draft
          </button>
        </div>
      )}
      <Field control={control} name="title" label="Title" max={BLOG_LIMITS.title} />
      <Field control={control} name="excerpt" label="Excerpt" rows={2} max={BLOG_LIMITS.excerpt} />

      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <div className="flex flex-col gap-1">
            <div className="flex items-center justify-between">
              <span id={contentLabelId} className="text-sm font-medium">
                Content
              </span>
              <div className="join">
                <button
                  type="button"
                  className={`btn join-item btn-xs ${preview ? 'btn-ghost' : 'btn-active'}`}
                  aria-pressed={!preview}
                  onClick={() => setPreview(false)}
                >
                  Write
                </button>
                <button
                  type="button"
                  className={`btn join-item btn-xs ${preview ? 'btn-active' : 'btn-ghost'}`}
                  aria-pressed={preview}
                  onClick={() => setPreview(true)}
                >
                  Preview
                </button>
              </div>
            </div>
            {/* Hidden, not unmounted, while previewing: the editor keeps its history and selection. */}
            <div hidden={preview}>
              <Suspense fallback={<div className="skeleton h-72 w-full" role="status" aria-label="Loading editor" />}>
                <RichTextEditor
                  key={editorKey}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  labelledBy={contentLabelId}
                  describedBy={fieldState.error ? contentErrorId : undefined}
                  invalid={Boolean(fieldState.error)}
                />
              </Suspense>
            </div>
            {preview && (
              <article className="rounded-field border border-base-300 p-6" aria-label="Preview" data-testid="preview">
                <h1 className="mb-4 text-3xl font-bold">{title || 'Untitled'}</h1>
                <div
                  className="prose max-w-none"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (sanitizeBlogHtml), as on the public page.
                  dangerouslySetInnerHTML={{ __html: previewHtml }}
                />
              </article>
            )}
            {fieldState.error && (
              <span id={contentErrorId} className="text-sm text-error">
                {fieldState.error.message}
              </span>
            )}
          </div>
        )}
      />

      <div className="grid gap-4 md:grid-cols-2">
        <Field control={control} name="category" label="Category" max={BLOG_LIMITS.category} />
        <TagsField control={control} name="tags" label={`Tags (comma-separated, up to ${BLOG_LIMITS.tags})`} />
      </div>
      <ImageUrlField control={control} name="featured_image" label="Featured image URL" preview="cover" />
      <Controller
        control={control}
        name="read_time_minutes"
        render={({ field, fieldState }) => (
          <label htmlFor={readTimeId} className="flex flex-col gap-1 md:max-w-xs">
            <span className="text-sm font-medium">Read time (minutes)</span>
            <input
              id={readTimeId}
              ref={field.ref}
              type="number"
              min={1}
              max={BLOG_LIMITS.readTimeMax}
              step={1}
              inputMode="numeric"
              className={`input input-bordered w-full ${fieldState.error ? 'input-error' : ''}`}
              placeholder={`Auto: ${readTimeMinutes(content)} min`}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
              onBlur={field.onBlur}
              aria-invalid={Boolean(fieldState.error)}
            />
            <span className={`text-sm ${fieldState.error ? 'text-error' : 'text-base-content/60'}`}>
              {fieldState.error?.message ?? 'Leave empty to compute it from the word count.'}
            </span>
          </label>
        )}
      />
      <ToggleField control={control} name="is_published" label="Published" tone="toggle-success" />
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Saving...' : editor.submitLabel}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
