import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { isImageUrl } from '#shared/api/content-fields';
import { BLOG_HTML_ALLOW_LIST } from '#shared/blog-html';
import { urlScheme } from '#web/lib/blog-html';
import { naturalSize } from '#web/lib/images/natural-size';

// Produces only what the worker's sanitiser allows (h2–h4, no inline styles); loaded only with the post form.
/** http(s), mailto or a relative link (the allow-list's `href` rule). */
export function isAllowedLink(href: string): boolean {
  const scheme = urlScheme(href);
  const allowed: readonly string[] = BLOG_HTML_ALLOW_LIST.urlSchemes.href;
  return href.trim() !== '' && (scheme === null || allowed.includes(scheme));
}

function ToolbarButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`btn btn-xs ${active ? 'btn-neutral' : 'btn-ghost'}`}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keep the editor's selection: the toolbar acts on it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

type Panel = 'link' | 'image' | null;

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [panel, setPanel] = useState<Panel>(null);
  const chain = () => editor.chain().focus();

  return (
    <div className="border-b border-base-300">
      <div className="flex flex-wrap items-center gap-1 p-1" role="toolbar" aria-label="Formatting">
        <ToolbarButton label="Heading 2" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          H2
        </ToolbarButton>
        <ToolbarButton label="Heading 3" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          H3
        </ToolbarButton>
        <ToolbarButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <strong>B</strong>
        </ToolbarButton>
        <ToolbarButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <em>I</em>
        </ToolbarButton>
        <ToolbarButton label="Underline" active={state.underline} onClick={() => chain().toggleUnderline().run()}>
          <u>U</u>
        </ToolbarButton>
        <ToolbarButton label="Strikethrough" active={state.strike} onClick={() => chain().toggleStrike().run()}>
          <s>S</s>
        </ToolbarButton>
        <span className="mx-1 h-5 w-px bg-base-300" aria-hidden="true" />
        <ToolbarButton label="Bulleted list" active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
          • List
        </ToolbarButton>
        <ToolbarButton
          label="Numbered list"
          active={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          1. List
        </ToolbarButton>
        <ToolbarButton label="Quote" active={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
          “ ”
        </ToolbarButton>
        <ToolbarButton label="Code block" active={state.codeBlock} onClick={() => chain().toggleCodeBlock().run()}>
          {'</>'}
        </ToolbarButton>
        <span className="mx-1 h-5 w-px bg-base-300" aria-hidden="true" />
        <ToolbarButton
          label="Link"
          active={state.link || panel === 'link'}
          onClick={() => setPanel(panel === 'link' ? null : 'link')}
        >
          Link
        </ToolbarButton>
        <ToolbarButton
          label="Image"
          active={panel === 'image'}
          onClick={() => setPanel(panel === 'image' ? null : 'image')}
        >
          Image
        </ToolbarButton>
        <span className="mx-1 h-5 w-px bg-base-300" aria-hidden="true" />
        <ToolbarButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          ↶
        </ToolbarButton>
        <ToolbarButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          ↷
        </ToolbarButton>
      </div>
      {panel === 'link' && <LinkPanel editor={editor} onClose={() => setPanel(null)} />}
      {panel === 'image' && <ImagePanel editor={editor} onClose={() => setPanel(null)} />}
    </div>
  );
}

function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = editor.getAttributes('link').href;
  const [href, setHref] = useState(typeof current === 'string' ? current : '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const url = href.trim();
    if (!url) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onClose();
      return;
    }
    if (!isAllowedLink(url)) {
      setError('Links must be http(s), mailto or a path on this site');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the link text.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else {
      chain.setLink({ href: url }).run();
    }
    onClose();
  };

  return (
    <InlineForm onSubmit={apply} onCancel={onClose} submitLabel="Apply link">
      <label htmlFor={id} className="text-sm">
        Link URL
      </label>
      <input
        id={id}
        className={`input input-bordered input-sm w-72 ${error ? 'input-error' : ''}`}
        value={href}
        placeholder="https://…"
        onChange={(event) => setHref(event.target.value)}
        aria-invalid={Boolean(error)}
        // biome-ignore lint/a11y/noAutofocus: the panel opens for this one field.
        autoFocus
      />
      {editor.isActive('link') && (
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          Remove link
        </button>
      )}
      {error && <span className="w-full text-sm text-error">{error}</span>}
    </InlineForm>
  );
}

function ImagePanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const srcId = useId();
  const altId = useId();

  const [measuring, setMeasuring] = useState(false);

  const insert = async (event: FormEvent) => {
    event.preventDefault();
    if (measuring) return;
    const url = src.trim();
    if (!isImageUrl(url)) {
      setError('Image must be an https:// URL or an uploaded image');
      return;
    }
    // Its own width and height go into the post, so readers' pages reserve its box.
    setMeasuring(true);
    const size = await naturalSize(url);
    setMeasuring(false);
    if (editor.isDestroyed) return;
    editor
      .chain()
      .focus()
      .setImage({ src: url, alt: alt.trim() || undefined, ...size })
      .run();
    onClose();
  };

  return (
    <InlineForm onSubmit={(event) => void insert(event)} onCancel={onClose} submitLabel="Insert image">
      <label htmlFor={srcId} className="text-sm">
        Image URL
      </label>
      <input
        id={srcId}
        className={`input input-bordered input-sm w-72 ${error ? 'input-error' : ''}`}
        value={src}
        placeholder="https://…"
        onChange={(event) => setSrc(event.target.value)}
        aria-invalid={Boolean(error)}
        // biome-ignore lint/a11y/noAutofocus: the panel opens for this one field.
        autoFocus
      />
      <label htmlFor={altId} className="text-sm">
        Alt text
      </label>
      <input
        id={altId}
        className="input input-bordered input-sm w-56"
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
      />
      {error && <span className="w-full text-sm text-error">{error}</span>}
    </InlineForm>
  );
}

/** Not a nested <form> (invalid HTML), so Enter and the submit button are wired by hand. */
function InlineForm({
  onSubmit,
  onCancel,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter in its fields submits, like a form.
    <div
      className="flex flex-wrap items-center gap-2 border-t border-base-300 bg-base-200/50 p-2"
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSubmit(event);
        if (event.key === 'Escape') onCancel();
      }}
    >
      {children}
      <button type="button" className="btn btn-primary btn-xs" onClick={onSubmit}>
        {submitLabel}
      </button>
      <button type="button" className="btn btn-ghost btn-xs" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

export function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid,
}: {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // The page title is the post's only h1.
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto'],
          isAllowedUri: (url, ctx) => ctx.defaultValidate(url) && isAllowedLink(url),
        },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'prose max-w-none min-h-64 p-4 focus:outline-none',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    // An empty document is '<p></p>' in HTML; the form treats it as empty so "required" works.
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur,
  });

  return (
    <div
      className={`rounded-field border bg-base-100 ${invalid ? 'border-error' : 'border-base-300'}`}
      data-testid="rich-text-editor"
    >
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
