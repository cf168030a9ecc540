import type { Editor } from '@tiptap/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from './fields';

type Props = {
  name: string;
  label: string;
  hint: string;
  defaultValue: string;
  lang: 'ar' | 'en';
  invalid: boolean;
};

// The editor's look of what the store shows (routes/info-page.tsx), so staff see the page as shoppers will.
const CONTENT_CLASS =
  'min-h-48 space-y-3 whitespace-pre-wrap break-words rounded-b-md border border-neutral-300 bg-white p-3 leading-relaxed focus:outline-2 [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6';

/**
 * A rich-text field (decision 0044). Without JavaScript it is a textarea of HTML that the form posts as it
 * is; with it, Tiptap (loaded only here, on first use) edits the same HTML and writes it back into the
 * textarea on every change, so the form still posts the textarea. The API sanitises whatever arrives.
 */
export function RichTextEditor({ name, label, hint, defaultValue, lang, invalid }: Props) {
  const { t } = useTranslation();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const mount = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, redraw] = useState(0);

  useEffect(() => {
    let made: Editor | null = null;
    let cancelled = false;
    (async () => {
      const [{ Editor }, { default: StarterKit }] = await Promise.all([
        import('@tiptap/core'),
        import('@tiptap/starter-kit'),
      ]);
      if (cancelled || !mount.current || !textarea.current) return;
      const field = textarea.current;
      made = new Editor({
        element: mount.current,
        // Tiptap's own stylesheet is an inline <style>, which the store's CSP refuses; its one rule that
        // matters (white-space) is in CONTENT_CLASS.
        injectCSS: false,
        // The sanitiser keeps neither code nor underline, so the editor does not offer them.
        extensions: [
          StarterKit.configure({
            code: false,
            codeBlock: false,
            underline: false,
            strike: false,
            heading: { levels: [2, 3, 4] },
            link: { openOnClick: false, HTMLAttributes: { target: null, rel: null } },
          }),
        ],
        content: field.value,
        editorProps: {
          attributes: {
            class: CONTENT_CLASS,
            role: 'textbox',
            'aria-multiline': 'true',
            'aria-label': label,
            lang,
            dir: lang === 'ar' ? 'rtl' : 'ltr',
          },
        },
        onUpdate: ({ editor: changed }) => {
          field.value = changed.getHTML();
        },
        onTransaction: () => redraw((count) => count + 1),
      });
      setEditor(made);
    })();
    return () => {
      cancelled = true;
      made?.destroy();
    };
  }, [label, lang]);

  const tool = (key: string, active: boolean, run: (chain: ReturnType<Editor['chain']>) => void) => (
    <button
      key={key}
      type="button"
      aria-pressed={active}
      onClick={() => editor && run(editor.chain().focus())}
      className="rounded px-2 py-1 text-sm hover:bg-neutral-200 aria-pressed:bg-neutral-900 aria-pressed:text-white"
    >
      {t(`admin.content.editor.${key}` as 'admin.content.editor.bold')}
    </button>
  );
  const setLink = () => {
    if (!editor) return;
    const href = window.prompt(t('admin.content.editor.linkPrompt'), editor.getAttributes('link').href ?? '');
    if (href === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    (href.trim() ? chain.setLink({ href: href.trim() }) : chain.unsetLink()).run();
  };

  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={`${name}-html`} className="font-medium">
        {label}
      </label>
      {editor && (
        <div
          role="toolbar"
          aria-label={t('admin.content.editor.toolbar')}
          className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-neutral-300 bg-neutral-50 p-1"
        >
          {tool('bold', editor.isActive('bold'), (c) => c.toggleBold().run())}
          {tool('italic', editor.isActive('italic'), (c) => c.toggleItalic().run())}
          {tool('heading', editor.isActive('heading', { level: 2 }), (c) =>
            c.toggleHeading({ level: 2 }).run(),
          )}
          {tool('bulletList', editor.isActive('bulletList'), (c) => c.toggleBulletList().run())}
          {tool('orderedList', editor.isActive('orderedList'), (c) => c.toggleOrderedList().run())}
          <button
            type="button"
            aria-pressed={editor.isActive('link')}
            onClick={setLink}
            className="rounded px-2 py-1 text-sm hover:bg-neutral-200 aria-pressed:bg-neutral-900 aria-pressed:text-white"
          >
            {t('admin.content.editor.link')}
          </button>
          {tool('undo', false, (c) => c.undo().run())}
          {tool('redo', false, (c) => c.redo().run())}
        </div>
      )}
      <div ref={mount} hidden={!editor} />
      <textarea
        ref={textarea}
        id={`${name}-html`}
        name={name}
        defaultValue={defaultValue}
        hidden={Boolean(editor)}
        rows={14}
        dir="ltr"
        aria-invalid={invalid || undefined}
        aria-describedby={`${name}-hint`}
        className={`${inputClass} font-mono`}
      />
      <span id={`${name}-hint`} className="text-neutral-700">
        {hint}
      </span>
    </div>
  );
}
