/**
 * The product pages live under both /products and /shop/products (spec §2). Search engines should
 * index one address per page, so the /shop copies name the /products one as canonical. Takes and gives
 * the path after the language prefix.
 */
export function canonicalProductPath(path: string): string {
  return path.startsWith('/shop/products') ? path.slice('/shop'.length) : path;
}
