import type { Db } from '@seed/db/client';
import { DASHBOARD_DAYS, dailySeries } from '@seed/domain/artist-dashboard';
import { sql } from 'drizzle-orm';
import { artistArtworkIds, countArtistArtworks } from '../artworks/artist-artworks';
import { balancesOf } from '../earnings/ledger';
import { countFavoritesOf } from '../favorites/service';
import { revenueOf } from '../orders/product-revenue';
import { artistProductIds, countArtistProducts } from '../products/artist-products';
import { viewsOfTargets } from '../views/service';

// The chart's days by the database's clock, which also dates views and orders.
async function lastDays(db: Db, days: number): Promise<string[]> {
  const { rows } = await db.execute<{ day: string }>(
    sql`select d::date::text as day from generate_series(current_date - ${days - 1}::int, current_date, interval '1 day') as d`,
  );
  return rows.map((row) => row.day);
}

/** The artist's figures (spec §3 Dashboard) in KWD fils, and the last 30 days for the chart. */
export async function artistDashboard(db: Db, artist: { id: number; subdomain: string }) {
  const products = artistProductIds(db, artist.id);
  const artworks = artistArtworkIds(db, artist.id);
  const [days, artworkCounts, productCount, views, productLikes, artworkLikes, revenue, balances] =
    await Promise.all([
      lastDays(db, DASHBOARD_DAYS),
      countArtistArtworks(db, artist.id),
      countArtistProducts(db, artist.id),
      viewsOfTargets(
        db,
        [
          { kind: 'product', ids: products },
          { kind: 'artwork', ids: artworks },
        ],
        DASHBOARD_DAYS,
      ),
      countFavoritesOf(db, 'product', products),
      countFavoritesOf(db, 'artwork', artworks),
      revenueOf(db, products, DASHBOARD_DAYS),
      balancesOf(db, [artist.id]),
    ]);
  return {
    artworks: artworkCounts.total,
    design: artworkCounts.waiting,
    products: productCount,
    clicks: views.total,
    likes: productLikes + artworkLikes,
    revenueFils: revenue.total,
    subdomain: artist.subdomain,
    earningsFils: balances.get(artist.id) ?? { pending: 0, cleared: 0, paid: 0 },
    series: dailySeries(days, views.byDay, revenue.byDay),
  };
}
