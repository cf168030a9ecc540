import { deleteImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import { deletePrintFile, PRINT_FOLDER } from './print-files';

type RenderedFile = { pathname: string; foldersName: string };

/** Removes a file rendered for a customised product: a print file, or a mockup with its variants. */
export const deleteRenderedFile = (store: MediaStore, file: RenderedFile) =>
  file.foldersName === PRINT_FOLDER ? deletePrintFile(store, file) : deleteImage(store, file);
