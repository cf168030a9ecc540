import type { DesignIssue, DesignSide } from '@seed/domain/design';
import { useTranslation } from 'react-i18next';
import { BackgroundRemoval } from './background-removal';
import type { StudioItem, StudioOptions } from './studio-item';
import type { StudioAction, StudioState } from './studio-state';
import { TextControls } from './text-controls';

type Props = {
  item: StudioItem;
  options: StudioOptions;
  state: StudioState;
  side: DesignSide;
  issues: DesignIssue[];
  dispatch: (action: StudioAction) => void;
};

/** The side's layers, top first, with order, delete and the selected layer's own controls. */
export function StudioLayers({ item, options, state, side, issues, dispatch }: Props) {
  const { t } = useTranslation();
  const layers = state.doc.sides[side] ?? [];
  const selected =
    state.selected?.side === side ? layers.find((l) => l.key === state.selected?.key) : undefined;
  const button = 'rounded border border-neutral-300 px-2 py-1 text-xs disabled:opacity-40';
  if (layers.length === 0) return <p className="text-sm text-neutral-600">{t('studio.noLayers')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label={t('studio.layers')} className="flex flex-col gap-1">
        {[...layers].reverse().map((layer) => {
          const index = layers.indexOf(layer);
          const layerIssues = issues.filter((issue) => issue.side === side && issue.layer === index);
          return (
            <li key={layer.key} className="flex flex-wrap items-center gap-1">
              <button
                type="button"
                aria-pressed={selected?.key === layer.key}
                onClick={() => dispatch({ type: 'select', side, key: layer.key })}
                className="min-w-0 flex-1 truncate rounded px-2 py-1 text-start text-sm aria-pressed:bg-teal-50 aria-pressed:font-semibold"
              >
                {t(`studio.kinds.${layer.kind}`)}
                {layer.kind === 'text' && `: ${layer.text.slice(0, 24)}`}
                {layerIssues.length > 0 && <span aria-hidden="true"> ⚠</span>}
              </button>
              <button
                type="button"
                className={button}
                disabled={index === layers.length - 1}
                onClick={() => dispatch({ type: 'order', side, key: layer.key, by: 1 })}
              >
                {t('studio.forward')}
              </button>
              <button
                type="button"
                className={button}
                disabled={index === 0}
                onClick={() => dispatch({ type: 'order', side, key: layer.key, by: -1 })}
              >
                {t('studio.backward')}
              </button>
              <button
                type="button"
                className={button}
                onClick={() => dispatch({ type: 'remove', side, key: layer.key })}
              >
                {t('studio.delete')}
              </button>
            </li>
          );
        })}
      </ol>
      {selected?.kind === 'text' && (
        <TextControls item={item} options={options} side={side} layer={selected} dispatch={dispatch} />
      )}
      {selected?.kind === 'image' && !state.assets[selected.mediaId]?.artwork && (
        <BackgroundRemoval
          side={side}
          layer={selected}
          asset={state.assets[selected.mediaId]}
          dispatch={dispatch}
        />
      )}
    </div>
  );
}
