import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useFetcher, useNavigation } from 'react-router';
import { templatesOf } from './bundle-fields';
import { BundlePrice } from './bundle-price';
import { BundleSlotFields } from './bundle-slot-fields';
import type { BundleActionResult, BundleView, PreviewView, SlotChoice } from './bundle-view';

type ActionData = BundleActionResult & { choices: SlotChoice[] };

type Props = {
  bundle: BundleView;
  initialChoices: SlotChoice[];
  initialPreviews: (PreviewView | null)[];
  actionData: ActionData | undefined;
  /** Where a guest signs in before adding a photo; null when signed in. */
  signInHref: string | null;
};

// Typing a name re-renders the previews once the shopper pauses, not on every key.
const PREVIEW_DELAY_MS = 350;

/**
 * The bundle's customisation as one form: each item's template, values, colour and size, with a live
 * preview; "Add to cart" adds every item together. Without scripts, "Update preview" posts the form and
 * the page comes back with the previews and the choices kept.
 */
export function BundleCustomizer({ bundle, initialChoices, initialPreviews, actionData, signInHref }: Props) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState(actionData?.choices ?? initialChoices);
  const preview = useFetcher<ActionData>({ key: `bundle-preview-${bundle.id}` });
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const fromAction = actionData?.intent === 'preview' ? actionData.previews : null;
  const fromFetcher = preview.data?.intent === 'preview' ? preview.data.previews : null;
  const previews = fromFetcher ?? fromAction ?? initialPreviews;
  const addError = actionData && actionData.intent !== 'preview' ? actionData : null;

  useEffect(() => () => clearTimeout(timer.current), []);

  // The form is read when the timer fires, after the change has been rendered into it.
  const schedulePreview = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!form.current) return;
      const data = new FormData(form.current);
      // With scripts a photo is uploaded as soon as it is picked; its file input is always empty here.
      for (const [name, value] of [...data.entries()]) if (value instanceof File) data.delete(name);
      data.set('intent', 'preview');
      preview.submit(data, { method: 'post' });
    }, PREVIEW_DELAY_MS);
  };

  const change = (index: number, choice: SlotChoice) => {
    setChoices((current) => current.map((old, i) => (i === index ? choice : old)));
    schedulePreview();
  };
  const adding = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'add';

  return (
    // Multipart, so that without scripts a chosen photo goes with the form (bundle-action.server.ts).
    <Form method="post" encType="multipart/form-data" ref={form} className="flex flex-col gap-6">
      {bundle.slots.map((slot) => (
        <BundleSlotFields
          key={slot.index}
          slot={slot}
          total={bundle.slots.length}
          templates={templatesOf(bundle, slot)}
          choice={choices[slot.index]!}
          preview={previews[slot.index] ?? null}
          previewBusy={preview.state !== 'idle'}
          onChange={(choice) => change(slot.index, choice)}
          signInHref={signInHref}
        />
      ))}
      <div className="flex flex-wrap items-center gap-4 border-t border-neutral-200 bg-white/95 p-4 md:sticky md:bottom-0">
        <BundlePrice bundle={bundle} />
        {addError && (
          <p role="alert" className="w-full text-sm text-red-800">
            {addError.error === 'refused'
              ? addError.message
              : t(`bundles.errors.${addError.error}`, {
                  item: addError.error === 'chooseVariant' ? addError.item : undefined,
                })}
            {addError.error === 'upload' && addError.message && (
              <span className="block text-neutral-700">{addError.message}</span>
            )}
          </p>
        )}
        <button
          type="submit"
          name="intent"
          value="preview"
          formNoValidate
          className="rounded-md border border-neutral-300 px-4 py-2 hover:bg-neutral-100"
        >
          {t('bundles.updatePreview')}
        </button>
        <button
          type="submit"
          name="intent"
          value="add"
          disabled={adding}
          className="ms-auto rounded-md bg-neutral-900 px-6 py-3 font-bold text-white hover:bg-neutral-700 disabled:opacity-60"
        >
          {adding ? t('bundles.adding') : t('bundles.addAll', { count: bundle.slots.length })}
        </button>
      </div>
    </Form>
  );
}
