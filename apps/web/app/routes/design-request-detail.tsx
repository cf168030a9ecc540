import { MAX_MESSAGE_LENGTH } from '@seed/contract/design-requests';
import { designRequestActions } from '@seed/domain/design-request';
import { intlLocale } from '@seed/domain/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { requireSignedIn } from '../features/auth/require-signed-in.server';
import { isDesigner } from '../features/design-requests/designer.server';
import { DesignerPanel } from '../features/design-requests/designer-panel';
import { doneKeyOf } from '../features/design-requests/message-keys';
import { requestAction } from '../features/design-requests/request-actions.server';
import { loadDesignRequest } from '../features/design-requests/request-page.server';
import { RequestThread } from '../features/design-requests/request-thread';
import { ShopperPanel } from '../features/design-requests/shopper-panel';
import { StatusBadge } from '../features/design-requests/status-badge';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { areaMessages } from '../lib/messages.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/design-request-detail';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const user = await requireSignedIn(request, context);
  const api = createApiClient(request, context, locale);
  const [designRequest, designer] = await Promise.all([loadDesignRequest(api, params.id), isDesigner(api)]);
  const isShopper = designRequest.user.id === user.id;
  const { searchParams } = new URL(request.url);
  const done = doneKeyOf(searchParams.get('done') ?? searchParams.get('saved'));
  return {
    designRequest,
    isShopper,
    shopperActions: isShopper ? designRequestActions(designRequest.status, 'SHOPPER') : [],
    designerActions: designer ? designRequestActions(designRequest.status, 'DESIGNER') : [],
    done,
    maxMessageLength: MAX_MESSAGE_LENGTH,
    areaMessages: areaMessages(locale, ['designRequests']),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  await requireSignedIn(request, context);
  const api = createApiClient(request, context, locale);
  const designRequest = await loadDesignRequest(api, params.id);
  return requestAction({ request, api, locale }, designRequest);
}

export default function DesignRequestDetail({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { designRequest, isShopper, shopperActions, designerActions, done, maxMessageLength } = loaderData;
  const title = t('designRequests.detailTitle', { uid: designRequest.uid });
  const locale = useLocale();
  const items = designRequest.inventories.map((item) => (locale === 'ar' ? item.nameAr : item.nameEn));
  const itemList = new Intl.ListFormat(intlLocale(locale)).format(items);
  const problem = actionData?.problem;
  return (
    <main className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <PageMeta title={title} description={t('designRequests.description')} />
      <div>
        <Link to={`/${params.lang}/design-requests`} className="text-sm text-neutral-700 hover:underline">
          {t('designRequests.backToList')}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold">{title}</h1>
          <StatusBadge
            status={designRequest.status}
            statusEn={designRequest.statusEn}
            statusAr={designRequest.statusAr}
          />
        </div>
        <p className="mt-2 text-neutral-700">{t('designRequests.itemsList', { items: itemList })}</p>
      </div>
      {done && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
          {t(`designRequests.done.${done}`)}
        </p>
      )}
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {'key' in problem ? t(`designRequests.errors.${problem.key}`) : problem.refusal}
        </p>
      )}
      {isShopper && (
        <ShopperPanel
          id={designRequest.id}
          status={designRequest.status}
          actions={shopperActions}
          hasProducts={designRequest.products.length > 0}
          allInCart={designRequest.allInCart}
          maxMessageLength={maxMessageLength}
        />
      )}
      <DesignerPanel actions={designerActions} maxMessageLength={maxMessageLength} />
      <section aria-labelledby="thread-title">
        <h2 id="thread-title" className="mb-3 text-xl font-bold">
          {t('designRequests.thread')}
        </h2>
        <RequestThread contents={designRequest.contents} viewerIsShopper={isShopper} />
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
