// The results page's filters, read by its loader and written by its form and by topic links.

/** A topic id (`api/topics`): products whose artwork is filed under it. */
export const TOPIC_PARAM = 'topic';
/** A category-subcategory link id: products filed under that subcategory of that category. */
export const CATEGORY_PARAM = 'category';
