import { type DesignSide, sidesOfPosition } from '@seed/domain/design';
import { lazy, Suspense, useEffect, useMemo, useReducer, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { forgetDesign, loadDesign, type SavedDesign, saveDesign } from './design-storage';
import { StudioAdd } from './studio-add';
import { designIssues } from './studio-design';
import type { StudioItem, StudioOptions } from './studio-item';
import { studioKeyHandler } from './studio-keys';
import { StudioLayers } from './studio-layers';
import { StudioOptions as OptionsPanel } from './studio-options';
import { mockupUrl, pictureUrl } from './studio-pictures';
import { StudioPreview } from './studio-preview';
import { initialDoc, type StudioState, studioReducer, textFamilies } from './studio-state';
import { StudioSummary } from './studio-summary';
import { useStudioFonts } from './use-studio-fonts';

// Konva is loaded only once the page runs in the browser: it needs a real canvas, and the studio's first
// paint (options, preview) does not wait for it.
const StudioCanvas = lazy(() => import('./studio-canvas'));

type Props = {
  item: StudioItem;
  options: StudioOptions;
  signInHref: string | null;
  /** The design of the product the studio was opened on; a blank design when null. */
  start: SavedDesign | null;
  /** Where the design is kept for a trip to sign-in (designStorageKey). */
  storageKey: string;
};

export function StudioPage({ item, options, signInHref, start, storageKey }: Props) {
  const { t } = useTranslation();
  const reducer = useMemo(() => studioReducer(item), [item]);
  const [state, dispatch] = useReducer(
    reducer,
    null,
    (): StudioState => ({
      past: [],
      doc: start?.doc ?? initialDoc(item),
      future: [],
      selected: null,
      assets: start?.assets ?? {},
    }),
  );
  const [hydrated, setHydrated] = useState(false);
  const [editSide, setEditSide] = useState<DesignSide | null>(null);

  // The design kept for the trip to sign-in comes back first; from then on every change is kept.
  const colors = item.colors;
  useEffect(() => {
    const saved = loadDesign(storageKey);
    if (saved && colors.some((color) => color.id === saved.doc.colorId)) {
      dispatch({ type: 'restore', doc: saved.doc, assets: saved.assets });
    }
    setHydrated(true);
  }, [storageKey, colors]);
  useEffect(() => {
    if (hydrated) saveDesign(storageKey, { doc: state.doc, assets: state.assets });
  }, [hydrated, storageKey, state.doc, state.assets]);

  const sides = sidesOfPosition(state.doc.printPosition).filter((s) => item.sides.some((x) => x.side === s));
  const side = editSide && sides.includes(editSide) ? editSide : sides[0];
  const studioSide = item.sides.find((s) => s.side === side);
  const issues = designIssues(item, state.doc, state.assets);
  const previewSides = item.sides.map((s) => s.side).filter((s) => s === 'FRONT' || s === 'BACK');
  const fontsVersion = useStudioFonts(options.fonts, textFamilies(state.doc));

  return (
    <main
      className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-4 md:grid-cols-[minmax(0,1fr)_24rem]"
      onKeyDown={studioKeyHandler(state, dispatch)}
    >
      <title>{`${t('studio.title', { name: item.name })} | ${t('store.name')}`}</title>
      <section aria-labelledby="studio-title" className="flex flex-col gap-3">
        <h1 id="studio-title" className="text-xl font-bold">
          {t('studio.title', { name: item.name })}
        </h1>
        {sides.length > 1 && (
          <div role="tablist" aria-label={t('studio.sides')} className="flex gap-2">
            {sides.map((s) => (
              <button
                key={s}
                type="button"
                role="tab"
                aria-selected={s === side}
                onClick={() => setEditSide(s)}
                className="rounded-md border border-neutral-300 px-3 py-1.5 text-sm aria-selected:border-teal-700 aria-selected:bg-teal-50 aria-selected:font-semibold"
              >
                {t(`studio.positions.${s}`)}
              </button>
            ))}
          </div>
        )}
        <div className="flex gap-2">
          <button
            type="button"
            disabled={state.past.length === 0}
            onClick={() => dispatch({ type: 'undo' })}
            className="rounded-md border border-neutral-300 px-3 py-1.5 text-sm disabled:opacity-40"
          >
            {t('studio.undo')}
          </button>
          <button
            type="button"
            disabled={state.future.length === 0}
            onClick={() => dispatch({ type: 'redo' })}
            className="rounded-md border border-neutral-300 px-3 py-1.5 text-sm disabled:opacity-40"
          >
            {t('studio.redo')}
          </button>
        </div>
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes focus so its keys (arrows, Delete) reach the selected layer
          tabIndex={0}
          role="application"
          aria-label={t('studio.canvas')}
          aria-describedby="studio-keys-hint"
          className="rounded-md border border-neutral-200 bg-white focus-visible:outline-2 focus-visible:outline-teal-700"
          data-testid="studio-canvas"
        >
          {hydrated && studioSide && side ? (
            <Suspense fallback={<div className="aspect-square w-full" />}>
              <StudioCanvas
                side={studioSide}
                mockupUrl={mockupUrl(studioSide, state.doc.colorId)}
                layers={state.doc.sides[side] ?? []}
                selectedKey={state.selected?.side === side ? state.selected.key : null}
                pictureUrl={(layer) => pictureUrl(layer, state.assets, options)}
                textColor={(layer) =>
                  (layer.kind === 'text' && options.textColors.find((c) => c.id === layer.colorId)?.value) ||
                  '#000'
                }
                onSelect={(key) => dispatch({ type: 'select', side, key })}
                onChange={(key, patch) => dispatch({ type: 'update', side, key, patch })}
                fontSizeLimits={{ min: item.minFontSize, max: item.maxFontSize }}
                fontsVersion={fontsVersion}
              />
            </Suspense>
          ) : (
            <div className="aspect-square w-full" />
          )}
        </div>
        <p id="studio-keys-hint" className="text-xs text-neutral-700">
          {/* Key names are Latin inside Arabic words ("و" + "Delete"): each sits in its own left-to-right kbd. */}
          <Trans
            i18nKey="studio.keysHint"
            components={{
              kbd: <kbd dir="ltr" className="rounded border border-neutral-300 px-1 font-sans" />,
            }}
          />
        </p>
      </section>
      <div className="flex flex-col gap-6">
        <OptionsPanel item={item} doc={state.doc} dispatch={dispatch} />
        {side && (
          <section aria-labelledby="studio-design-heading" className="flex flex-col gap-3">
            <h2 id="studio-design-heading" className="font-semibold">
              {t('studio.design', { side: t(`studio.positions.${side}`) })}
            </h2>
            <StudioAdd
              item={item}
              options={options}
              doc={state.doc}
              side={side}
              dispatch={dispatch}
              signInHref={signInHref}
            />
            <StudioLayers
              item={item}
              options={options}
              state={state}
              side={side}
              issues={issues}
              dispatch={dispatch}
            />
          </section>
        )}
        <section aria-labelledby="studio-preview-heading">
          <h2 id="studio-preview-heading" className="mb-2 font-semibold">
            {t('studio.preview')}
          </h2>
          <StudioPreview item={item} options={options} state={state} sides={previewSides} />
        </section>
        <StudioSummary
          item={item}
          doc={state.doc}
          issues={issues}
          onBeforeSubmit={() => {
            // A guest is sent to sign in and comes back to this copy; a shopper's product goes to the cart.
            if (signInHref) saveDesign(storageKey, { doc: state.doc, assets: state.assets });
            else forgetDesign(storageKey);
          }}
          onRefused={() => saveDesign(storageKey, { doc: state.doc, assets: state.assets })}
        />
      </div>
    </main>
  );
}
