// Drizzle's relational queries need every table and relation in one object; this is the only aggregator.
import * as addresses from './schema/addresses';
import * as artists from './schema/artists';
import * as artworks from './schema/artworks';
import * as auth from './schema/auth';
import * as bundles from './schema/bundles';
import * as carts from './schema/carts';
import * as collections from './schema/collections';
import * as designRequests from './schema/design-requests';
import * as earnings from './schema/earnings';
import * as embroidery from './schema/embroidery';
import * as favorites from './schema/favorites';
import * as inventory from './schema/inventory';
import * as marketing from './schema/marketing';
import * as media from './schema/media';
import * as orders from './schema/orders';
import * as payments from './schema/payments';
import * as production from './schema/production';
import * as products from './schema/products';
import * as refunds from './schema/refunds';
import * as returns from './schema/returns';
import * as reviews from './schema/reviews';
import * as searchHistory from './schema/search-history';
import * as searchWords from './schema/search-words';
import * as shipping from './schema/shipping';
import * as staff from './schema/staff';
import * as stockMovements from './schema/stock-movements';
import * as taxonomy from './schema/taxonomy';
import * as templates from './schema/templates';
import * as users from './schema/users';
import * as views from './schema/views';
import * as wallet from './schema/wallet';

export const schema = {
  ...addresses,
  ...artists,
  ...artworks,
  ...auth,
  ...bundles,
  ...carts,
  ...collections,
  ...designRequests,
  ...earnings,
  ...embroidery,
  ...favorites,
  ...inventory,
  ...marketing,
  ...media,
  ...orders,
  ...payments,
  ...production,
  ...products,
  ...refunds,
  ...returns,
  ...reviews,
  ...searchHistory,
  ...searchWords,
  ...shipping,
  ...staff,
  ...stockMovements,
  ...taxonomy,
  ...templates,
  ...users,
  ...views,
  ...wallet,
};

export type Schema = typeof schema;
