import { RedeemBodySchema, wallet } from '@seed/contract/wallet';
import { GIFT_CARD_CODE_MAX } from '@seed/domain/checkout-limits';
import { Trans, useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { Price } from '../components/price';
import { requireSignedIn } from '../features/auth/require-signed-in.server';
import { loadMe } from '../features/profile/account.server';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { areaMessages } from '../lib/messages.server';
import { refusalText } from '../lib/refusals.server';
import type { Route } from './+types/redeem-page';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  await requireSignedIn(request, context);
  const me = await loadMe(createApiClient(request, context, locale));
  return data(
    { wallet: me.walletAmount, areaMessages: areaMessages(locale, ['checkout']) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  await requireSignedIn(request, context);
  const body = RedeemBodySchema.safeParse({ code: (await request.formData()).get('code') });
  // What the form itself can tell (an empty or overlong code) is said by the form's own words.
  if (!body.success) return data({ error: null, invalidCode: true, redeemed: null }, 400);
  try {
    const redeemed = await createApiClient(request, context, locale).call(wallet.redeem, {
      body: body.data,
    });
    return { error: null, invalidCode: false, redeemed };
  } catch (error) {
    // A lapsed session is the sign-in's to handle, not a refusal of the card.
    if (error instanceof ApiError && error.status !== 401) {
      return data({ error: refusalText(locale, error), invalidCode: false, redeemed: null }, error.status);
    }
    throw error;
  }
}

/** /redeem: a gift card's code credits the wallet once; the answer says how much and the new balance. */
export default function RedeemPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const redeemed = actionData?.redeemed ?? null;
  const error = actionData?.invalidCode ? t('checkout.redeem.invalidCode') : (actionData?.error ?? null);
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10">
      <PageMeta title={t('checkout.redeem.title')} description={t('checkout.redeem.description')} />
      <h1 className="text-3xl font-bold">{t('checkout.redeem.title')}</h1>
      <p className="text-neutral-700">
        <Trans
          i18nKey="checkout.redeem.balance"
          components={{ amount: <Price money={redeemed?.walletAmount ?? loaderData.wallet} /> }}
        />
      </p>
      {redeemed && (
        <p role="status" className="rounded-md bg-green-50 p-4 text-green-900">
          <Trans
            i18nKey="checkout.redeem.success"
            components={{
              credited: <Price money={redeemed.credited} />,
              balance: <Price money={redeemed.walletAmount} />,
            }}
          />
        </p>
      )}
      <Form method="post" className="flex flex-col gap-3">
        <label htmlFor="gift-card-code" className="font-medium">
          {t('checkout.redeem.code')}
        </label>
        <input
          id="gift-card-code"
          name="code"
          required
          maxLength={GIFT_CARD_CODE_MAX}
          autoComplete="off"
          dir="ltr"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'gift-card-error' : undefined}
          className="rounded-md border border-neutral-300 px-3 py-2 uppercase aria-[invalid=true]:border-red-600"
        />
        {error && (
          <p id="gift-card-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={navigation.state === 'submitting'}
          className="self-start rounded-md bg-neutral-900 px-5 py-2.5 font-bold text-white hover:bg-neutral-700 disabled:opacity-60"
        >
          {t('checkout.redeem.submit')}
        </button>
      </Form>
      <div className="flex flex-wrap gap-6 text-sm">
        <Link to={`/${params.lang}/cart`} className="underline">
          {t('checkout.redeem.toCart')}
        </Link>
        <Link to={`/${params.lang}/profile`} className="underline">
          {t('checkout.redeem.toProfile')}
        </Link>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
