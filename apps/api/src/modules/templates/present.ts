import { toMedia } from '../../http/media';
import { sanitizeTemplateMarkup } from './sanitize';
import type { TemplateCategoryRow, TemplateRow } from './service';

/** A template as clients see it: only its sanitised markup ever leaves the server. */
export function presentTemplate(row: TemplateRow, mediaBase: string) {
  return {
    ...row,
    media: toMedia(row.media, mediaBase),
    templateHtmlCode: sanitizeTemplateMarkup(row.templateHtmlCode) ?? '',
  };
}

export function presentTemplateCategory(row: TemplateCategoryRow, mediaBase: string) {
  return { ...row, media: toMedia(row.media, mediaBase) };
}
