import { adminContent } from '@seed/contract/admin-content';
import type { ReplyOf } from '@seed/contract/endpoint';
import { isoToStoreTime } from '@seed/domain/store-clock';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError, createApiClient } from '../../../lib/api.server';
import { requestLocale } from '../../../lib/locale.server';
import { refusalText } from '../../../lib/refusals.server';
import { requireStaff } from '../require-staff.server';
import { formProblem, recordIdOf } from './form-problem';
import { type PromoKind, readPromoForm } from './promo-form.server';

type Args = { params: { lang?: string; id?: string }; request: Request; context: AppLoadContext };
type Promo = ReplyOf<typeof adminContent.slide> & { appLink?: string };

const LIST_PATH = { slide: 'slides', banner: 'banners' } as const;
const noStore = { headers: { 'Cache-Control': 'private, no-store' } };

const notFound = (error: unknown) => {
  if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
  throw error;
};

/** What the slide and banner forms show: the record (null for a new one), dates in the store's time. */
export async function promoLoader({ params, request, context }: Args, kind: PromoKind) {
  await requireStaff(request, context, 'content');
  const id = recordIdOf(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const api = createApiClient(request, context, requestLocale(params.lang, request));
  const promo: Promo | null =
    id === null
      ? null
      : await api
          .call(kind === 'slide' ? adminContent.slide : adminContent.banner, { params: { id } })
          .catch(notFound);
  return data(
    {
      kind,
      promo: promo && {
        ...promo,
        startsAt: isoToStoreTime(promo.startsAt),
        endsAt: isoToStoreTime(promo.endsAt),
      },
      saved: new URL(request.url).searchParams.has('saved'),
    },
    noStore,
  );
}

/** Saves or removes a slide or banner, then back with a 303; a mistake answers the form with its problem. */
export async function promoAction({ params, request, context }: Args, kind: PromoKind) {
  await requireStaff(request, context, 'content');
  const id = recordIdOf(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  const form = await request.formData();
  const list = `/${params.lang}/admin/${LIST_PATH[kind]}`;
  try {
    if (form.get('intent') === 'delete' && id !== null) {
      await api.call(kind === 'slide' ? adminContent.deleteSlide : adminContent.deleteBanner, {
        params: { id },
      });
      return redirect(`${list}?deleted`, 303);
    }
    const current: Promo | null =
      id === null
        ? null
        : await api.call(kind === 'slide' ? adminContent.slide : adminContent.banner, { params: { id } });
    const read = await readPromoForm(request, context, kind, form, {
      mediaId: current?.media?.id ?? null,
      mediaArId: current?.mediaAr?.id ?? null,
    });
    if ('problem' in read) return data({ problem: read.problem }, { status: 400 });
    const { appLink, ...body } = read.body;
    const saved =
      kind === 'banner'
        ? id === null
          ? await api.call(adminContent.createBanner, { body: { ...body, appLink: appLink ?? '' } })
          : await api.call(adminContent.updateBanner, {
              params: { id },
              body: { ...body, appLink: appLink ?? '' },
            })
        : id === null
          ? await api.call(adminContent.createSlide, { body })
          : await api.call(adminContent.updateSlide, { params: { id }, body });
    return redirect(`${list}/${saved.id}?saved`, 303);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    if (error instanceof ApiError && error.status < 500 && error.status !== 401)
      return data({ problem: formProblem([], refusalText(locale, error)) }, { status: 400 });
    throw error;
  }
}

/** The slides or banners for their list, with dates in the store's time. */
export async function promoListLoader({ params, request, context }: Args, kind: PromoKind) {
  await requireStaff(request, context, 'content');
  const api = createApiClient(request, context, requestLocale(params.lang, request));
  const rows: Promo[] =
    kind === 'slide'
      ? (await api.call(adminContent.slides)).slides
      : (await api.call(adminContent.banners)).banners;
  const now = Date.now();
  return data(
    {
      kind,
      rows: rows.map((row) => ({
        id: row.id,
        nameAr: row.nameAr,
        nameEn: row.nameEn,
        rank: row.rank,
        thumbnail: row.mediaAr?.url.small ?? null,
        thumbnailEn: row.media?.url.small ?? null,
        status: !row.isActive
          ? ('hidden' as const)
          : row.startsAt && Date.parse(row.startsAt) > now
            ? ('scheduled' as const)
            : row.endsAt && Date.parse(row.endsAt) <= now
              ? ('ended' as const)
              : ('showing' as const),
        startsAt: isoToStoreTime(row.startsAt).replace('T', ' '),
        endsAt: isoToStoreTime(row.endsAt).replace('T', ' '),
      })),
      deleted: new URL(request.url).searchParams.has('deleted'),
    },
    noStore,
  );
}
