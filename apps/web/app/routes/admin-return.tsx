import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { AdminTitle } from '../features/admin/admin-title';
import { ReturnDecision } from '../features/admin/returns/return-decision';
import { ReturnState } from '../features/admin/returns/return-state';
import { decideAction, loadReturnPage } from '../features/admin/returns/returns.server';
import { useStaff } from '../features/admin/use-staff';
import type { Route } from './+types/admin-return';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadReturnPage(params.lang, params.id, request, context);
}

export function action({ params, request, context }: Route.ActionArgs) {
  return decideAction(params.lang, params.id, request, context);
}

/** /admin/returns/:id: what the shopper sends back and why, with their photos, and staff's answer. */
export default function AdminReturn({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item } = loaderData;
  const title = t('admin.returns.number', { id: item.id });
  const admin = `/${params.lang}/admin`;
  const staff = useStaff();
  return (
    <div className="flex flex-col gap-5">
      <AdminTitle title={title} />
      <div>
        <Link to={`${admin}/returns`} className="text-sm underline">
          {t('admin.returns.back')}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">{title}</h1>
          <ReturnState state={item.state} />
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('admin.returns.columns.order')}</dt>
        <dd>
          <Link to={`${admin}/orders/${item.orderId}`} className="underline">
            {item.orderId}
          </Link>
        </dd>
        <dt className="font-semibold">{t('admin.returns.columns.customer')}</dt>
        <dd>
          {item.customer} {item.email && <span dir="ltr">({item.email})</span>}
        </dd>
        <dt className="font-semibold">{t('admin.returns.columns.at')}</dt>
        <dd>{item.at}</dd>
        <dt className="font-semibold">{t('admin.returns.columns.reason')}</dt>
        <dd>{t(`admin.returns.reason.${item.reason}`)}</dd>
        {item.details && (
          <>
            <dt className="font-semibold">{t('admin.returns.details')}</dt>
            <dd className="whitespace-pre-line">{item.details}</dd>
          </>
        )}
      </dl>
      <section aria-labelledby="return-lines">
        <h2 id="return-lines" className="mb-2 text-lg font-bold">
          {t('admin.returns.items')}
        </h2>
        <ul className="list-inside list-disc">
          {item.lines.map((line) => (
            <li key={line.name}>{t('admin.returns.lineCount', { name: line.name, count: line.count })}</li>
          ))}
        </ul>
      </section>
      {item.photos.length > 0 && (
        <section aria-labelledby="return-photos">
          <h2 id="return-photos" className="mb-2 text-lg font-bold">
            {t('admin.returns.photos')}
          </h2>
          <div className="flex flex-wrap gap-3">
            {item.photos.map((url, index) => (
              <a key={url} href={url} target="_blank" rel="noreferrer">
                <img
                  src={url}
                  alt={t('admin.returns.photo', { number: index + 1 })}
                  width={160}
                  height={160}
                  className="size-40 rounded object-cover"
                />
              </a>
            ))}
          </div>
        </section>
      )}
      {item.state === 'REQUESTED' ? (
        <section aria-labelledby="return-answer">
          <h2 id="return-answer" className="mb-2 text-lg font-bold">
            {t('admin.returns.answer')}
          </h2>
          <ReturnDecision action={actionData} />
        </section>
      ) : (
        <section
          aria-labelledby="return-answer"
          className="rounded-md border border-neutral-200 bg-white p-4"
        >
          <h2 id="return-answer" className="font-bold">
            {t('admin.returns.answered', { date: item.decidedAt ?? '' })}
          </h2>
          {item.note && <p>{t('admin.returns.noteWas', { note: item.note })}</p>}
          {item.refundId &&
            (staff.permissions.includes('refunds') ? (
              <p>
                <Link to={`${admin}/orders/${item.orderId}/refund`} className="underline">
                  {t('admin.returns.refundLink', { id: item.refundId })}
                </Link>
              </p>
            ) : (
              <p>{t('admin.returns.refundLink', { id: item.refundId })}</p>
            ))}
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
