import type { Db } from '@seed/db/client';
import { artistEarnings, artistPayoutDetails } from '@seed/db/schema/earnings';
import type { Locale } from '@seed/domain/locale';
import { convertFils, formatMoneyText } from '@seed/domain/money';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { artistAccountsOf } from '../artists/accounts';
import type { Mailer, MailMessage } from '../mail/mailer';
import { findContact } from '../users/service';

const TEXTS = {
  en: {
    soldSubject: 'Your designs sold',
    sold: (units: number, amount: string) =>
      `Since our last note you sold ${units} item(s), earning ${amount}. The sales list in your portal has the details.`,
    paidSubject: 'Your payout is on its way',
    paid: (amount: string, reference: string) =>
      `We have sent you ${amount} (reference ${reference}). Its statement is in your portal, ready to print.`,
  },
  ar: {
    soldSubject: 'بيعت تصاميمك',
    sold: (units: number, amount: string) =>
      `بعتَ منذ رسالتنا الأخيرة ${units} من القطع، وربحت ${amount}. تجد التفاصيل في قائمة المبيعات في بوابتك.`,
    paidSubject: 'دفعتك في طريقها إليك',
    paid: (amount: string, reference: string) =>
      `أرسلنا إليك ${amount} (المرجع ${reference}). كشف الدفعة في بوابتك، جاهز للطباعة.`,
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function message(
  to: { email: string; locale: Locale },
  subject: string,
  body: string,
  link: string,
): MailMessage {
  const dir = to.locale === 'ar' ? 'rtl' : 'ltr';
  return {
    to: to.email,
    subject,
    text: `${body}\n\n${link}`,
    html: `<div dir="${dir}" lang="${to.locale}"><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p></div>`,
  };
}

async function artistContact(db: Db, artistId: number) {
  const account = (await artistAccountsOf(db, [artistId])).get(artistId);
  return account ? findContact(db, account.userId) : null;
}

/** The artist's note that a payout was paid, in their language, with the way to its statement. */
export async function sendPayoutMail(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  payout: { id: number; artistId: number; amount: number; reference: string },
) {
  const contact = await artistContact(deps.db, payout.artistId);
  if (!contact) return;
  const texts = TEXTS[contact.locale];
  const amount = formatMoneyText(convertFils(payout.amount, 'KWD'));
  const link = `${deps.publicUrl}/${contact.locale}/artist-portal/statement/${payout.id}`;
  await deps.mailer.send(message(contact, texts.paidSubject, texts.paid(amount, payout.reference), link));
}

/**
 * The daily "your design sold" e-mail: to each artist who turned it on, the sales made since the last one,
 * one mail per artist. Each artist's mark moves only after their mail went, so a failure is retried tomorrow.
 */
export async function sendSaleMails(deps: { db: Db; mailer: Mailer; publicUrl: string }, now: Date) {
  const { db } = deps;
  const due = await db
    .select({
      artistId: artistEarnings.artistId,
      units: sql<number>`sum(${artistEarnings.count})::int`,
      amount: sql<number>`sum(${artistEarnings.amount})::int`,
    })
    .from(artistEarnings)
    .innerJoin(artistPayoutDetails, eq(artistPayoutDetails.artistId, artistEarnings.artistId))
    .where(
      and(
        eq(artistPayoutDetails.saleMail, true),
        eq(artistEarnings.kind, 'SALE'),
        gt(artistEarnings.createdAt, sql`coalesce(${artistPayoutDetails.saleMailSentAt}, '-infinity')`),
        lte(artistEarnings.createdAt, now),
      ),
    )
    .groupBy(artistEarnings.artistId);
  for (const row of due) {
    const contact = await artistContact(db, row.artistId);
    if (contact) {
      const texts = TEXTS[contact.locale];
      const amount = formatMoneyText(convertFils(row.amount, 'KWD'));
      const link = `${deps.publicUrl}/${contact.locale}/artist-portal/earnings`;
      await deps.mailer.send(message(contact, texts.soldSubject, texts.sold(row.units, amount), link));
    }
    await db
      .update(artistPayoutDetails)
      .set({ saleMailSentAt: now })
      .where(eq(artistPayoutDetails.artistId, row.artistId));
  }
  return due.length;
}
