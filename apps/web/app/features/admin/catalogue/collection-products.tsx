import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { buttonClass, Field, type FormProblem, ProblemText } from './form-fields';

type Product = { id: number; nameEn: string; nameAr: string; isActive: boolean };

const smallButton = 'rounded-md border border-neutral-300 bg-white px-2 py-1 text-sm disabled:opacity-40';

/**
 * A collection's products in its order, each with its own small forms (up, down, remove), and a form to add
 * one by number: every change is a plain POST, so the order is kept without JavaScript.
 */
export function CollectionProducts({
  products,
  problem,
  lang,
}: {
  products: Product[];
  problem: FormProblem | null;
  lang: string;
}) {
  const { t } = useTranslation();
  const rowForm = (product: Product, name: string, button: React.ReactNode, extra?: React.ReactNode) => (
    <Form method="post">
      <input type="hidden" name="form" value={name} />
      <input type="hidden" name="productId" value={product.id} />
      {extra}
      {button}
    </Form>
  );
  return (
    <section
      aria-labelledby="collection-products"
      className="mt-6 rounded-md border border-neutral-200 bg-white p-4"
    >
      <h2 id="collection-products" className="mb-3 text-lg font-semibold">
        {t('admin.catalogue.collections.products')}
      </h2>
      <ProblemText problem={problem} form="moveProduct" />
      <ProblemText problem={problem} form="removeProduct" />
      {products.length === 0 ? (
        <p className="text-sm text-neutral-700">{t('admin.catalogue.collections.noProducts')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-neutral-100">
          {products.map((product, index) => {
            const name = lang === 'ar' ? product.nameAr : product.nameEn;
            const move = (direction: 'up' | 'down', disabled: boolean) =>
              rowForm(
                product,
                'moveProduct',
                <button
                  type="submit"
                  className={smallButton}
                  disabled={disabled}
                  aria-label={t(`admin.catalogue.collections.${direction}Label`, { name })}
                >
                  {t(`admin.catalogue.collections.${direction}`)}
                </button>,
                <input type="hidden" name="direction" value={direction} />,
              );
            return (
              <li key={product.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="min-w-8 text-neutral-700" dir="ltr">
                  {product.id}
                </span>
                <span className="grow font-medium">
                  {name}
                  {!product.isActive && (
                    <span className="ms-2 text-sm text-neutral-700">({t('admin.catalogue.inactive')})</span>
                  )}
                </span>
                {move('up', index === 0)}
                {move('down', index === products.length - 1)}
                {rowForm(
                  product,
                  'removeProduct',
                  <button
                    type="submit"
                    className={smallButton}
                    aria-label={t('admin.catalogue.collections.removeLabel', { name })}
                  >
                    {t('admin.catalogue.collections.remove')}
                  </button>,
                )}
              </li>
            );
          })}
        </ol>
      )}
      <Form
        method="post"
        className="mt-4 flex flex-wrap items-end gap-3"
        aria-label={t('admin.catalogue.collections.addProduct')}
      >
        <input type="hidden" name="form" value="addProduct" />
        <Field
          name="productId"
          form="addProduct"
          problem={problem}
          label={t('admin.catalogue.collections.productId')}
          dir="ltr"
          inputMode="numeric"
          required
        />
        <button type="submit" className={buttonClass}>
          {t('admin.catalogue.collections.addProduct')}
        </button>
        <div className="basis-full">
          <ProblemText problem={problem} form="addProduct" />
        </div>
      </Form>
    </section>
  );
}
